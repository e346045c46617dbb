// Profile: avatar, name, @username, follower counts, the Created and Saved tabs, boards.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  ACTIONS,
  atUsername,
  followerCount,
  followingCount,
  PAGE_TEXT,
  PROFILE,
  profileDescription,
  profilePath,
  profileTitle,
  routeHref,
} from '@corkboard/domain';
import { boardsQuery, userPinsQuery, userQuery, userSavedQuery } from '../../api/queries';
import { Avatar } from '../../components/avatar/Avatar';
import { BoardCard } from '../../components/board-card/BoardCard';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { PinFeed } from '../../components/pin-feed/PinFeed';
import { NotFoundPage } from '../not-found/NotFoundPage';
import type { ProfileTab } from '../pages';

export function profileTabPath(username: string, tab: ProfileTab): string {
  if (tab === 'created') return routeHref('profile-created', { username });
  if (tab === 'saved') return routeHref('profile-saved', { username });
  return profilePath(username);
}

function Boards({ username }: { username: string }) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useInfiniteQuery(boardsQuery(username));
  if (isPending) return null;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} />;
  const boards = data.pages.flatMap((page) => page.data);
  if (boards.length === 0) return <p className="feed-empty">{PROFILE.nothingSaved}</p>;
  return (
    <section className="profile-boards" aria-label={PAGE_TEXT.boardsHeading}>
      <div className="board-grid">
        {boards.map((board) => (
          <BoardCard key={board.id} board={board} />
        ))}
      </div>
      {hasNextPage ? (
        <div className="feed-more">
          <button
            type="button"
            className="btn btn-grey"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {ACTIONS.loadMore}
          </button>
        </div>
      ) : null}
    </section>
  );
}

export default function ProfilePage({ username, tab }: { username: string; tab: ProfileTab }) {
  const { data: user, error, isPending, refetch } = useQuery(userQuery(username));
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!user) return <NotFoundPage />;

  const name = user.full_name || user.username;
  const savedActive = tab !== 'created';
  return (
    <div className="page page-profile">
      <PageMeta
        title={profileTitle(name, user.username)}
        description={profileDescription(name, user.username)}
        path={profileTabPath(user.username, tab)}
        image={user.image_large_url ?? user.image_medium_url}
      />
      <header className="profile-header">
        <Avatar src={user.image_large_url ?? user.image_medium_url} name={name} size={120} />
        <h1>{name}</h1>
        <p className="profile-username">{atUsername(user.username)}</p>
        <p className="profile-counts">
          {followerCount(user.follower_count)} · {followingCount(user.following_count)}
        </p>
      </header>
      <nav className="tabs" aria-label={PAGE_TEXT.profileTabs}>
        <Link
          href={profileTabPath(user.username, 'created')}
          className="tab"
          aria-current={savedActive ? undefined : 'page'}
        >
          {PROFILE.created}
        </Link>
        <Link
          href={profileTabPath(user.username, 'saved')}
          className="tab"
          aria-current={savedActive ? 'page' : undefined}
        >
          {PROFILE.saved}
        </Link>
      </nav>
      {tab === 'created' ? (
        <PinFeed
          page="profile"
          query={userPinsQuery(username)}
          label={PROFILE.created}
          empty={PROFILE.nothingCreated}
        />
      ) : (
        <>
          <Boards username={username} />
          {tab === 'saved' ? (
            <section aria-labelledby="saved-pins-heading">
              <h2 id="saved-pins-heading" className="section-heading">
                {PAGE_TEXT.savedPinsHeading}
              </h2>
              <PinFeed
                page="profile"
                query={userSavedQuery(username)}
                label={PAGE_TEXT.savedPinsHeading}
                empty={PROFILE.nothingSaved}
              />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
