// People in search results (UserList), 25 at a time with "Load more".
import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_TAB_LABELS, searchNothingFound } from '@corkboard/domain';
import { searchUsersQuery } from '../../api/search-queries';
import { QueryError } from '../../components/page-state/PageState';
import { UserList } from '../../components/user-list/UserList';

export function UserResults({ query }: { query: string }) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useInfiniteQuery(searchUsersQuery(query));
  if (isPending) return <div className="feed-status" role="status" />;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} />;
  const users = data.pages.flatMap((page) => page.data);
  if (users.length === 0) {
    return <p className="feed-empty">{searchNothingFound(SEARCH_TAB_LABELS.users, query)}</p>;
  }
  return (
    <UserList
      users={users}
      testId="search-users"
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      fetchNextPage={fetchNextPage}
    />
  );
}
