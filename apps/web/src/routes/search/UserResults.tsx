// People in search results: avatar, name, @username and follower count, each a link to the
// profile; 25 at a time with "Load more".
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  atUsername,
  followerCount,
  profilePath,
  SEARCH_TAB_LABELS,
  searchNothingFound,
} from '@corkboard/domain';
import { searchUsersQuery } from '../../api/search-queries';
import { Avatar } from '../../components/avatar/Avatar';
import { QueryError } from '../../components/page-state/PageState';
import { LoadMoreButton } from '../../components/load-more/LoadMoreButton';

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
    <>
      <ul className="user-results" data-testid="search-users">
        {users.map((user) => {
          const name = user.full_name || user.username;
          return (
            <li key={user.id}>
              <Link href={profilePath(user.username)} className="user-result">
                <Avatar src={user.image_medium_url ?? user.image_small_url} name={name} size={64} />
                <span className="user-result-name" dir="auto">
                  {name}
                </span>
                <span className="user-result-meta">{atUsername(user.username)}</span>
                <span className="user-result-meta">{followerCount(user.follower_count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </>
  );
}
