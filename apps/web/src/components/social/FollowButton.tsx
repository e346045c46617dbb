// Follow and unfollow, optimistic (spec 002 §4, req 002-4.03: "Board follow, user follow and user
// block are applied optimistically"): the cached board, user or interest changes at once, the call
// follows, and a failure puts it back with the server's message. Signed out, the button is gated
// ('Follow' / 'Unfollow' login prompt). A follow changes the home feed's sources, so the pages that
// read follows are marked stale (followsChanged).
import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Board, Interest, User } from '@corkboard/contracts';
import { ACTIONS, withBoardFollow, withUserFollow } from '@corkboard/domain';
import { postResource, v3 } from '../../api/client';
import { followsChanged } from '../../feedback/follow-target';
import { showErrorToast } from '../../saving/overlays';
import { openLimitedLogin } from '../../saving/signed-out';
import { useApp } from '../../state/app-context';

interface FollowToggleProps<T> {
  item: T;
  queryKey: QueryKey;
  testId: string;
  following: (item: T) => boolean;
  /** The item as it reads followed or not (the optimistic change, and its reversal). */
  withFollow: (item: T, follow: boolean) => T;
  /** The call; resolves to the server's follow state and count. */
  send: (follow: boolean) => Promise<FollowAnswer>;
}

interface FollowAnswer {
  following: boolean;
  follower_count: number;
}

function FollowToggle<T>({
  item,
  queryKey,
  testId,
  following,
  withFollow,
  send,
}: FollowToggleProps<T>) {
  const { viewer } = useApp();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const set = (update: (current: T) => T) =>
    queryClient.setQueryData<T>(queryKey, (current) => (current ? update(current) : current));

  async function toggle() {
    const follow = !following(item);
    if (!viewer) {
      openLimitedLogin(follow ? 'follow' : 'unfollow');
      return;
    }
    setPending(true);
    set((current) => withFollow(current, follow));
    try {
      const answer = await send(follow);
      set((current) => ({
        ...withFollow(current, answer.following),
        follower_count: answer.follower_count,
      }));
      void followsChanged(queryClient);
    } catch (error) {
      set((current) => withFollow(current, !follow));
      showErrorToast(error);
    } finally {
      setPending(false);
    }
  }
  const on = following(item);
  return (
    <button
      type="button"
      className={on ? 'btn btn-black' : 'btn btn-red'}
      aria-pressed={on}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={() => void toggle()}
      data-testid={testId}
    >
      {on ? ACTIONS.following : ACTIONS.follow}
    </button>
  );
}

/** `PUT|DELETE /v3/boards/{board_id}/follow/`. */
export function FollowBoardButton({ board, queryKey }: { board: Board; queryKey: QueryKey }) {
  return (
    <FollowToggle<Board>
      item={board}
      queryKey={queryKey}
      testId="board-follow"
      following={(b) => b.followed_by_me}
      withFollow={withBoardFollow}
      send={async (follow) => {
        const answer = await v3(
          follow ? 'PUT' : 'DELETE',
          `/v3/boards/${encodeURIComponent(board.id)}/follow/`,
        );
        return { following: answer.followed_by_me, follower_count: answer.follower_count };
      }}
    />
  );
}

/** `UserFollowResource create|delete {user_id}`. */
export function FollowUserButton({
  user,
  queryKey,
  testId = 'profile-follow',
}: {
  user: User;
  queryKey: QueryKey;
  testId?: string;
}) {
  return (
    <FollowToggle<User>
      item={user}
      queryKey={queryKey}
      testId={testId}
      following={(u) => u.explicitly_followed_by_me}
      withFollow={withUserFollow}
      send={async (follow) => {
        const answer = await postResource('UserFollowResource', follow ? 'create' : 'delete', {
          user_id: user.id,
        });
        return {
          following: answer.explicitly_followed_by_me,
          follower_count: answer.follower_count,
        };
      }}
    />
  );
}

/**
 * `InterestFollowResource create|delete {interest_id}` on a topic, idea, video or shopping
 * page. The answer names the interest's default page, so only the follow and the count are
 * taken from it: the cached interest keeps the URL and images of the page it is on.
 */
export function FollowInterestButton({
  interest,
  queryKey,
}: {
  interest: Interest;
  queryKey: QueryKey;
}) {
  return (
    <FollowToggle<Interest>
      item={interest}
      queryKey={queryKey}
      testId="interest-follow"
      following={(i) => i.followed_by_me}
      withFollow={withBoardFollow}
      send={async (follow) => {
        const answer = await postResource('InterestFollowResource', follow ? 'create' : 'delete', {
          interest_id: interest.id,
        });
        return { following: answer.followed_by_me, follower_count: answer.follower_count };
      }}
    />
  );
}
