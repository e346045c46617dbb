// Search results (/search/pins/?q=…, /search/{scope}/?q=…; issue 6): the query as heading,
// tabs for the scopes, then a masonry grid of pins, a grid of boards or a list of people.
// "Your Pins" is offered to a signed-in reader only; signed out, its URL asks them to log in.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import {
  discoveryTabHref,
  EXPLORE_HREF,
  NAV,
  PAGE_TEXT,
  routeHref,
  safeNextPath,
  SEARCH_SCOPE_RULES,
  SEARCH_TAB_LABELS,
  SEARCH_TABS,
  SEARCH_UI,
  searchHeading,
  searchHref,
  searchNothingFound,
  type SearchScope,
} from '@corkboard/domain';
import { searchBoardsQuery, searchPinsQuery } from '../../api/search-queries';
import { BoardCard } from '../../components/board-card/BoardCard';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { QueryError } from '../../components/page-state/PageState';
import { PinFeed } from '../../components/pin-feed/PinFeed';
import { useApp } from '../../state/app-context';
import { UserResults } from './UserResults';
import './search.css';
import { LoadMoreButton } from '../../components/load-more/LoadMoreButton';

function SearchTabs({ scope, query }: { scope: SearchScope; query: string }) {
  const { viewer } = useApp();
  const tabs = SEARCH_TABS.filter((tab) => viewer || !SEARCH_SCOPE_RULES[tab].signedIn);
  return (
    <nav className="tabs search-tabs" aria-label={SEARCH_UI.tabsLabel}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          href={searchHref(tab, query)}
          className="tab"
          aria-current={tab === scope ? 'page' : undefined}
          data-testid={`search-tab-${tab}`}
        >
          {SEARCH_TAB_LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}

function BoardResults({ query }: { query: string }) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useInfiniteQuery(searchBoardsQuery(query));
  if (isPending) return <div className="feed-status" role="status" />;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} />;
  const boards = data.pages.flatMap((page) => page.data);
  if (boards.length === 0) {
    return <p className="feed-empty">{searchNothingFound(SEARCH_TAB_LABELS.boards, query)}</p>;
  }
  return (
    <>
      <div className="board-grid" data-testid="search-boards">
        {boards.map((board) => (
          <BoardCard key={board.id} board={board} owner />
        ))}
      </div>
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </>
  );
}

function LoginToSearch() {
  const [pathname] = useLocation();
  return (
    <div className="page-message">
      <p>{SEARCH_UI.loginToSearchYours}</p>
      <Link href={routeHref('login', {}, { next: safeNextPath(pathname) })} className="btn btn-red">
        {NAV.logIn}
      </Link>
    </div>
  );
}

function Results({ scope, query }: { scope: SearchScope; query: string }) {
  const { viewer } = useApp();
  const rule = SEARCH_SCOPE_RULES[scope];
  if (rule.signedIn && !viewer) return <LoginToSearch />;
  if (rule.kind === 'boards') return <BoardResults query={query} />;
  if (rule.kind === 'users') return <UserResults query={query} />;
  return (
    <PinFeed
      page="search"
      query={searchPinsQuery(scope, query)}
      label={PAGE_TEXT.pinsLabel}
      empty={searchNothingFound(SEARCH_TAB_LABELS[scope], query)}
    />
  );
}

export default function SearchPage({ scope, query }: { scope: SearchScope; query: string }) {
  const q = query.trim();
  if (!q) {
    return (
      <div className="page page-search">
        <PageMeta title={SEARCH_UI.emptyHeading} path={searchHref(scope, '')} noindex />
        <div className="page-message">
          <h1>{SEARCH_UI.emptyHeading}</h1>
          <p>{SEARCH_UI.emptyBody}</p>
          {/* Where the phone's bottom bar leads for Search: the discovery pages are here too. */}
          <nav className="search-browse" aria-label={SEARCH_UI.browseLabel}>
            <Link href={EXPLORE_HREF} className="btn btn-grey" data-testid="search-explore">
              {NAV.explore}
            </Link>
            <Link
              href={discoveryTabHref('today')}
              className="btn btn-grey"
              data-testid="search-today"
            >
              {NAV.today}
            </Link>
          </nav>
        </div>
      </div>
    );
  }
  return (
    <div className="page page-search" data-testid="search-page">
      <PageMeta title={q} path={searchHref(scope, q)} noindex />
      <h1 className="search-heading">{searchHeading(q)}</h1>
      <SearchTabs scope={scope} query={q} />
      <Results key={`${scope} ${q}`} scope={scope} query={q} />
    </div>
  );
}
