// The hubs of spec 002 §2.1 "Discovery" (req 002-2.22): /topics/, /ideas/, /videos/ and /shopping/.
// A heading, the discovery tabs, then a grid of interest tiles (a square picture with the name over
// it), each leading to the interest's page on this surface; more tiles on "Show more".
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Interest } from '@corkboard/contracts';
import { DISCOVERY_TEXT, discoveryTabHref, type DiscoverySurface } from '@corkboard/domain';
import { interestsQuery } from '../../api/discovery-queries';
import { LoadMoreButton } from '../../components/load-more/LoadMoreButton';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { FeedLoading, QueryError } from '../../components/page-state/PageState';
import { CoverImg } from './CoverImg';
import { DiscoveryTabs } from './DiscoveryTabs';
import './discover.css';

const HEADINGS: Record<DiscoverySurface, string> = {
  topics: DISCOVERY_TEXT.topicsHeading,
  ideas: DISCOVERY_TEXT.ideasHeading,
  videos: DISCOVERY_TEXT.videosHeading,
  shopping: DISCOVERY_TEXT.shoppingHeading,
};

/** A tile is at most 236 px square (discover.css). */
const TILE_BOX = { width: 236, height: 236 };
/** Tiles of the first rows load at once: they are on screen. */
const EAGER_TILES = 10;

function InterestTile({ interest, eager }: { interest: Interest; eager: boolean }) {
  return (
    <li>
      <Link
        href={interest.url}
        className="interest-tile"
        data-testid="interest-tile"
        data-interest-id={interest.id}
      >
        <span className="interest-tile-media" data-empty={interest.images ? undefined : ''}>
          <CoverImg images={interest.images} box={TILE_BOX} eager={eager} className="cover-img" />
        </span>
        <span className="interest-tile-name">{interest.name}</span>
      </Link>
    </li>
  );
}

function InterestGrid({ surface }: { surface: DiscoverySurface }) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useInfiniteQuery(interestsQuery(surface));
  if (isPending) return <FeedLoading />;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} />;
  const interests = data.pages.flatMap((page) => page.data);
  if (interests.length === 0) return <p className="feed-empty">{DISCOVERY_TEXT.noInterests}</p>;
  return (
    <>
      <ul className="interest-grid" aria-label={DISCOVERY_TEXT.interestsLabel}>
        {interests.map((interest, index) => (
          <InterestTile key={interest.id} interest={interest} eager={index < EAGER_TILES} />
        ))}
      </ul>
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </>
  );
}

export default function InterestsPage({ surface }: { surface: DiscoverySurface }) {
  const heading = HEADINGS[surface];
  return (
    <div className="page page-discover" data-testid="interests-page" data-surface={surface}>
      <PageMeta title={heading} path={discoveryTabHref(surface)} />
      <header className="discover-header">
        <h1>{heading}</h1>
      </header>
      <DiscoveryTabs current={surface} />
      <InterestGrid key={surface} surface={surface} />
    </div>
  );
}
