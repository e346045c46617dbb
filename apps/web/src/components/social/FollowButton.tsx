// Follow and unfollow, optimistic (spec 002 §4 "Board follow, user follow and user block are
// applied optimistically"): the cached board or user changes at once, the call follows, and a
// failure puts it back with the server's message. Signed out, the button is gated ('Follow' /
// 'Unfollow' login prompt).
import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Board, User } from '@corkboard/contracts';
import { ACTIONS, API_ERRORS, withBoardFollow, withUserFollow } from '@corkboard/domain';
import { isApiError, postResource, v3 } from '../../api/client';
import { showToast } from '../../saving/overlays';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';

function failed(error: unknown) {
  showToast({ text: isApiError(error) ? error.message : API_ERRORS.internal, tone: 'error' });
}

function Button({
  following,
  pending,
  onClick,
  testId,
}: {
  following: boolean;
  pending: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={following ? 'btn btn-black' : 'btn btn-red'}
      aria-pressed={following}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onClick}
      data-testid={testId}
    >
      {following ? ACTIONS.following : ACTIONS.follow}
    </button>
  );
}

/** `PUT|DELETE /v3/boards/{board_id}/follow/`. */
export function FollowBoardButton({ board, queryKey }: { board: Board; queryKey: QueryKey }) {
  const { viewer } = useApp();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const set = (update: (board: Board) => Board) =>
    queryClient.setQueryData<Board>(queryKey, (current) => (current ? update(current) : current));

  async function toggle() {
    const follow = !board.followed_by_me;
    if (!viewer) {
      openLimitedLogin(follow ? 'follow' : 'unfollow');
      return;
    }
    setPending(true);
    set((current) => withBoardFollow(current, follow));
    try {
      const answer = await v3<Board>(follow ? 'PUT' : 'DELETE', `/v3/boards/${board.id}/follow/`);
      set((current) => ({
        ...current,
        followed_by_me: answer.followed_by_me,
        follower_count: answer.follower_count,
      }));
    } catch (error) {
      set((current) => withBoardFollow(current, !follow));
      failed(error);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      following={board.followed_by_me}
      pending={pending}
      onClick={() => void toggle()}
      testId="board-follow"
    />
  );
}

/** `UserFollowResource create|delete {user_id}`. */
export function FollowUserButton({ user, queryKey }: { user: User; queryKey: QueryKey }) {
  const { viewer } = useApp();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const set = (update: (user: User) => User) =>
    queryClient.setQueryData<User>(queryKey, (current) => (current ? update(current) : current));

  async function toggle() {
    const follow = !user.explicitly_followed_by_me;
    if (!viewer) {
      openLimitedLogin(follow ? 'follow' : 'unfollow');
      return;
    }
    setPending(true);
    set((current) => withUserFollow(current, follow));
    try {
      const answer = await postResource('UserFollowResource', follow ? 'create' : 'delete', {
        user_id: user.id,
      });
      set((current) => ({
        ...current,
        explicitly_followed_by_me: answer.explicitly_followed_by_me,
        follower_count: answer.follower_count,
      }));
    } catch (error) {
      set((current) => withUserFollow(current, !follow));
      failed(error);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      following={user.explicitly_followed_by_me}
      pending={pending}
      onClick={() => void toggle()}
      testId="profile-follow"
    />
  );
}
