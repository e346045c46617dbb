// Today (spec 002 §2.1 "Discovery", req 002-2.23: /today, /today/best/, /today/trending/,
// /today/popular/, /today/shop/). /today/ shows every article as a large card; /today/{kind}/ one
// article: its title, a link to its interest's own page, and its grid of pins.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { TodayArticle } from '@corkboard/contracts';
import {
  DISCOVERY_TEXT,
  discoveryTabHref,
  interestDescription,
  todayExploreInterest,
  type TodayArticleKind,
} from '@corkboard/domain';
import { todayArticlesQuery, topicFeedQuery } from '../../api/discovery-queries';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { PinFeed } from '../../components/pin-feed/PinFeed';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { DiscoveryTabs } from '../discover/DiscoveryTabs';
import { TodayArticleCard } from './TodayArticleCard';
import '../discover/discover.css';
import './today.css';

const TODAY_PATH = discoveryTabHref('today');

function TodayArticles({ articles }: { articles: TodayArticle[] }) {
  return (
    <div className="page page-today" data-testid="today-page">
      <PageMeta
        title={DISCOVERY_TEXT.todayHeading}
        description={DISCOVERY_TEXT.todaySubheading}
        path={TODAY_PATH}
      />
      <header className="discover-header today-header">
        <h1>{DISCOVERY_TEXT.todayHeading}</h1>
        <p>{DISCOVERY_TEXT.todaySubheading}</p>
      </header>
      <DiscoveryTabs current="today" />
      {articles.length === 0 ? (
        <p className="feed-empty" data-testid="today-empty">
          {DISCOVERY_TEXT.noTodayArticles}
        </p>
      ) : (
        <ul className="today-grid" aria-label={DISCOVERY_TEXT.todayArticlesLabel}>
          {articles.map((article) => (
            <TodayArticleCard key={article.id} article={article} eager />
          ))}
        </ul>
      )}
    </div>
  );
}

function TodayArticleView({ article }: { article: TodayArticle }) {
  const cover = article.cover_pins[0]?.images['600x315']?.url ?? null;
  return (
    <div className="page page-today-article" data-testid="today-article" data-kind={article.kind}>
      <PageMeta
        title={article.title}
        description={interestDescription(article.interest.name)}
        path={article.url}
        image={cover}
      />
      <header className="discover-header today-header">
        <p className="discover-eyebrow">
          <Link href={TODAY_PATH}>{DISCOVERY_TEXT.todayHeading}</Link>
        </p>
        <h1>{article.title}</h1>
        <Link
          href={article.interest.url}
          className="btn btn-grey"
          data-testid="today-interest-link"
        >
          {todayExploreInterest(article.interest.name)}
        </Link>
      </header>
      <PinFeed
        key={article.kind}
        page="today"
        query={topicFeedQuery({ interest_id: article.interest.id }, article.surface)}
        label={article.title}
        empty={DISCOVERY_TEXT.noInterestPins}
      />
    </div>
  );
}

export default function TodayPage({ kind }: { kind: TodayArticleKind | null }) {
  const { data: articles, error, isPending, refetch } = useQuery(todayArticlesQuery(kind));
  if (isPending) return <PageLoading />;
  if (!articles) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (kind === null) return <TodayArticles articles={articles} />;
  const article = articles[0];
  return article ? <TodayArticleView article={article} /> : <NotFoundPage />;
}
