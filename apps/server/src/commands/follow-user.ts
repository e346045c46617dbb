// Follow and unfollow a user (`UserFollowResource create|delete`). Both idempotent. Nobody
// follows themselves; across a block, following is refused (policy/blocks.ts).
import { routeHref, SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { mailNews } from '../mail/news-mail';
import { relationTo, socialActionDenial, type BlockRelation } from '../policy/blocks';
import type { UserRow } from '../storage/users-store';

async function target(app: AppContext, viewerId: string, userId: string) {
  const user = await app.stores.users.byId(userId);
  if (!user) throw new AppError('not_found', SOCIAL_ERRORS.userNotFound);
  if (userId === viewerId) throw invalid(SOCIAL_ERRORS.followSelf);
  return { user, relation: await relationTo(app.stores, viewerId, userId) };
}

export async function followUser(
  app: AppContext,
  viewerId: string,
  userId: string,
): Promise<{ user: UserRow; relation: BlockRelation }> {
  const found = await target(app, viewerId, userId);
  const denial = socialActionDenial(found.relation);
  if (denial === 'not_found') throw new AppError('not_found', SOCIAL_ERRORS.userNotFound);
  if (denial === 'forbidden') throw new AppError('forbidden', SOCIAL_ERRORS.unblockFirst);
  await app.stores.follows.followUser(viewerId, userId, app.now());
  mailNews(app, {
    kind: 'followed_you',
    recipientId: userId,
    actorId: viewerId,
    path: (follower) => routeHref('profile', { username: follower.username }),
  });
  return found;
}

export async function unfollowUser(
  app: AppContext,
  viewerId: string,
  userId: string,
): Promise<{ user: UserRow; relation: BlockRelation }> {
  const found = await target(app, viewerId, userId);
  // Unfollowing is always allowed, but a user who blocked the viewer stays `not_found`.
  if (socialActionDenial(found.relation) === 'not_found') {
    throw new AppError('not_found', SOCIAL_ERRORS.userNotFound);
  }
  await app.stores.follows.unfollowUser(viewerId, userId);
  return found;
}
