// Block and unblock a user (`UserBlockResource create|delete`). Blocking ends follows both
// ways (users and each other's boards), collaborations on each other's boards and invitations
// between them, in one transaction (storage/blocks-store.ts). Unblocking restores visibility
// only: nothing the block ended comes back.
import { SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';

async function existing(app: AppContext, viewerId: string, userId: string) {
  if (userId === viewerId) throw invalid(SOCIAL_ERRORS.blockSelf);
  const user = await app.stores.users.byId(userId);
  if (!user) throw new AppError('not_found', SOCIAL_ERRORS.userNotFound);
  return user;
}

export async function blockUser(
  app: AppContext,
  viewerId: string,
  input: { userId: string; source: string | null; context: string | null },
): Promise<void> {
  await existing(app, viewerId, input.userId);
  await app.stores.blocks.block({
    blockerId: viewerId,
    blockedId: input.userId,
    source: input.source,
    context: input.context,
    at: app.now(),
  });
}

export async function unblockUser(app: AppContext, viewerId: string, userId: string) {
  await existing(app, viewerId, userId);
  await app.stores.blocks.unblock(viewerId, userId);
}
