// Follow or unfollow what an unfollow option names (spec 000 §7, reqs 000-7.09, 000-7.13,
// 000-7.14): a person through UserFollowResource, a board through PUT|DELETE
// /v3/boards/{board_id}/follow/, a topic through InterestFollowResource. Cached pages that show the
// follow are refreshed afterwards.
import type { QueryClient } from '@tanstack/react-query';
import type { UnfollowOption } from '@corkboard/contracts';
import { postResource, v3 } from '../api/client';

/**
 * The resources whose answers a follow makes stale: those that carry a follow state, and the
 * home feed, whose sources are the follows. Marked only: a grid on screen keeps its cards; the
 * next visit reads them anew.
 */
export const FOLLOW_READERS = [
  'UserHomefeedResource',
  'UserResource',
  'BoardResource',
  'TopicResource',
  'InterestsResource',
  'HomefeedTunerResource',
] as const;

export async function setFollow(
  queryClient: QueryClient,
  target: Pick<UnfollowOption, 'type' | 'id'>,
  follow: boolean,
): Promise<void> {
  switch (target.type) {
    case 'user':
      await postResource('UserFollowResource', follow ? 'create' : 'delete', {
        user_id: target.id,
      });
      break;
    case 'board':
      await v3(follow ? 'PUT' : 'DELETE', `/v3/boards/${encodeURIComponent(target.id)}/follow/`);
      break;
    case 'interest':
      await postResource('InterestFollowResource', follow ? 'create' : 'delete', {
        interest_id: target.id,
      });
      break;
  }
  await followsChanged(queryClient);
}

/** After any follow or unfollow (the buttons of pages, the shortcuts of feedback). */
export async function followsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    FOLLOW_READERS.map((name) =>
      queryClient.invalidateQueries({ queryKey: ['resource', name], refetchType: 'none' }),
    ),
  );
}
