// Profile: avatar, name, @username, follower counts, Follow and the "…" menu (block, copy
// link), the Created and Saved tabs, boards with sort orders and filters; the viewer's own
// profile also lists their open board invitations. A profile the viewer blocked shows only a
// notice and Unblock.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  atUsername,
  BOARD,
  BOARD_PAGE,
  followerCount,
  followingCount,
  PROFILE,
  PROFILE_ACTIONS,
  PROFILE_PAGE,
  profileDescription,
  profilePath,
  profileTitle,
  routeHref,
} from '@corkboard/domain';
import { userPinsQuery, userQuery, userSavedQuery, type ProfileUser } from '../../api/queries';
import { Avatar } from '../../components/avatar/Avatar';
import { InviteList } from '../../components/invites/InviteCard';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { PinFeed } from '../../components/pin-feed/PinFeed';
import { FollowUserButton } from '../../components/social/FollowButton';
import { openModal } from '../../saving/overlays';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';
import { NotFoundPage } from '../not-found/NotFoundPage';
import type { ProfileTab } from '../pages';
import { ProfileBoards } from './ProfileBoards';
import { ProfileMenu, useBlockToggle } from './ProfileMenu';
import '../board/board.css';

export function profileTabPath(username: string, tab: ProfileTab): string {
  if (tab === 'created') return routeHref('profile-created', { username });
  if (tab === 'saved') return routeHref('profile-saved', { username });
  return profilePath(username);
}

function BlockedNotice({ user, queryKey }: { user: ProfileUser; queryKey: QueryKey }) {
  const toggle = useBlockToggle(user, queryKey);
  return (
    <div className="blocked-notice" data-testid="profile-blocked">
      <p>{PROFILE_ACTIONS.blockedNotice}</p>
      <p className="profile-actions">
        <button
          type="button"
          className="btn btn-grey"
          onClick={() => void toggle()}
          data-testid="profile-unblock-button"
        >
          {PROFILE_ACTIONS.unblock}
        </button>
      </p>
    </div>
  );
}

export default function ProfilePage({ username, tab }: { username: string; tab: ProfileTab }) {
  const { viewer } = useApp();
  const query = userQuery(username);
  const { data: user, error, isPending, refetch } = useQuery(query);
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!user) return <NotFoundPage />;
  const isSelf = viewer?.id === user.id;

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
        <h1 dir="auto">{name}</h1>
        <p className="profile-username">{atUsername(user.username)}</p>
        {user.about ? (
          <p className="profile-about" dir="auto" data-testid="profile-about">
            {user.about}
          </p>
        ) : null}
        <p className="profile-counts" data-testid="profile-counts">
          <Link
            href={routeHref('profile-followers', { username: user.username.toLowerCase() })}
            data-testid="profile-followers-link"
          >
            {followerCount(user.follower_count)}
          </Link>{' '}
          ·{' '}
          <Link
            href={routeHref('profile-following', { username: user.username.toLowerCase() })}
            data-testid="profile-following-link"
          >
            {followingCount(user.following_count)}
          </Link>
        </p>
        <div className="profile-actions">
          {!isSelf && !user.blocked_by_me ? (
            <FollowUserButton user={user} queryKey={query.queryKey} />
          ) : null}
          {/* Signed out, the owner's button asks to sign up first ('Create a board', req
              002-6.02): a visitor looking at someone's boards is where the wish for one's own
              arises. */}
          {isSelf || !viewer ? (
            <button
              type="button"
              className="btn btn-grey"
              onClick={() =>
                viewer ? openModal({ kind: 'createBoard' }) : openLimitedLogin('createBoard')
              }
              data-testid={viewer ? 'profile-create-board' : 'profile-create-board-signed-out'}
            >
              {BOARD.createBoard}
            </button>
          ) : null}
          <ProfileMenu user={user} queryKey={query.queryKey} isSelf={isSelf} />
        </div>
      </header>
      {user.blocked_by_me ? <BlockedNotice user={user} queryKey={query.queryKey} /> : null}
      {isSelf && viewer ? <InviteList viewer={viewer} /> : null}
      {user.blocked_by_me ? null : (
        <>
          <nav className="tabs" aria-label={PROFILE_PAGE.profileTabs}>
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
              <ProfileBoards username={username} userId={user.id} isSelf={isSelf} />
              {tab === 'saved' ? (
                <section aria-labelledby="saved-pins-heading">
                  <h2 id="saved-pins-heading" className="section-heading">
                    {BOARD_PAGE.savedPinsHeading}
                  </h2>
                  <PinFeed
                    page="profile"
                    query={userSavedQuery(username)}
                    label={BOARD_PAGE.savedPinsHeading}
                    empty={PROFILE.nothingSaved}
                  />
                </section>
              ) : null}
            </>
          )}
        </>
      )}
    </div>
  );
}
