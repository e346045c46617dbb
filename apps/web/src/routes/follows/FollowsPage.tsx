// /{username}/followers/ and /{username}/following/ (issue 16; spec 000 §9, req 000-9.03: "50
// followers are fetched per page"): the person, a tab for each list with its count, and the
// people as cards, newest follow first, 50 at a time with "Load more".
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  atUsername,
  FOLLOW_LISTS,
  followerCount,
  followersTitle,
  followingCount,
  followingTitle,
  profilePath,
  routeHref,
} from '@corkboard/domain';
import { followListQuery, type FollowList } from '../../api/follow-list-queries';
import { userQuery } from '../../api/queries';
import { Avatar } from '../../components/avatar/Avatar';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { UserList } from '../../components/user-list/UserList';
import { NotFoundPage } from '../not-found/NotFoundPage';
import './follows.css';

export function followListPath(username: string, list: FollowList): string {
  return routeHref(list === 'followers' ? 'profile-followers' : 'profile-following', {
    username: username.toLowerCase(),
  });
}

export default function FollowsPage({ username, list }: { username: string; list: FollowList }) {
  const user = useQuery(userQuery(username));
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <QueryError error={user.error} />;
  const person = user.data;
  if (!person) return <NotFoundPage />;
  const name = person.full_name || person.username;
  const title = list === 'followers' ? followersTitle(name) : followingTitle(name);
  return (
    <div className="page page-follows">
      <PageMeta title={title} path={followListPath(person.username, list)} noindex />
      <header className="follows-header">
        <Link href={profilePath(person.username)} className="follows-person">
          <Avatar src={person.image_medium_url ?? person.image_small_url} name={name} size={56} />
          <span>
            <span className="follows-name" dir="auto">
              {name}
            </span>
            <span className="follows-username">{atUsername(person.username)}</span>
          </span>
        </Link>
        <h1 className="follows-title">{title}</h1>
        <nav className="follows-tabs" aria-label={FOLLOW_LISTS.tabs}>
          {(['followers', 'following'] as const).map((tab) => (
            <Link
              key={tab}
              href={followListPath(person.username, tab)}
              className="follows-tab"
              aria-current={tab === list ? 'page' : undefined}
              data-testid={`follows-tab-${tab}`}
            >
              {tab === 'followers'
                ? followerCount(person.follower_count)
                : followingCount(person.following_count)}
            </Link>
          ))}
        </nav>
      </header>
      <People username={person.username} list={list} />
    </div>
  );
}

function People({ username, list }: { username: string; list: FollowList }) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useInfiniteQuery(followListQuery(username, list));
  if (isPending) return <div className="feed-status" role="status" />;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} />;
  const users = data.pages.flatMap((page) => page.data);
  if (users.length === 0) {
    return (
      <p className="feed-empty">
        {list === 'followers' ? FOLLOW_LISTS.noFollowers : FOLLOW_LISTS.noFollowing}
      </p>
    );
  }
  return (
    <UserList
      users={users}
      testId={`follows-${list}`}
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      fetchNextPage={fetchNextPage}
    />
  );
}
