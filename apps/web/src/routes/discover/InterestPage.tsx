// An interest's page (spec 002 §2.1 "Discovery", req 002-2.22): /topics/{urlName}/,
// /ideas/{interest}/{id}/, /videos/{category}/{id}/ (video pins only) and
// /shopping/{category}/{id}/ (products only). A header with the hub it belongs to, its picture,
// name, followers and Follow, then its grid.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  DISCOVERY_TAB_LABELS,
  followerCount,
  DISCOVERY_TEXT,
  discoveryTabHref,
  interestDescription,
  type DiscoverySurface,
} from '@corkboard/domain';
import { topicFeedQuery, topicQuery, type InterestLookup } from '../../api/discovery-queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { PinFeed } from '../../components/pin-feed/PinFeed';
import { FollowInterestButton } from '../../components/social/FollowButton';
import { CoverImg } from './CoverImg';
import './discover.css';

/** The round picture over the name (discover.css). */
const AVATAR_BOX = { width: 96, height: 96 };

export interface InterestPageProps {
  surface: DiscoverySurface;
  lookup: InterestLookup;
}

export default function InterestPage({ surface, lookup }: InterestPageProps) {
  const query = topicQuery(lookup, surface);
  const { data: interest, error, isPending, refetch } = useQuery(query);
  if (isPending) return <PageLoading />;
  if (!interest) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <div
      className="page page-interest"
      data-testid="interest-page"
      data-interest-id={interest.id}
      data-surface={surface}
    >
      <PageMeta
        title={interest.name}
        description={interestDescription(interest.name)}
        path={interest.url}
        image={interest.images?.['600x315']?.url ?? null}
      />
      <header className="discover-header">
        <p className="discover-eyebrow">
          <Link href={discoveryTabHref(surface)}>{DISCOVERY_TAB_LABELS[surface]}</Link>
        </p>
        {interest.images ? (
          <span className="interest-avatar">
            <CoverImg images={interest.images} box={AVATAR_BOX} eager className="cover-img" />
          </span>
        ) : null}
        <h1>{interest.name}</h1>
        <p className="interest-followers" data-testid="interest-follower-count">
          {followerCount(interest.follower_count)}
        </p>
        <FollowInterestButton interest={interest} queryKey={query.queryKey} />
      </header>
      <PinFeed
        key={`${surface} ${interest.id}`}
        page={surface === 'shopping' ? 'shopping' : 'interest'}
        query={topicFeedQuery(lookup, surface)}
        label={interest.name}
        empty={DISCOVERY_TEXT.noInterestPins}
      />
    </div>
  );
}
