// `UserBlockResource create {blocked_user_id, block_source?, block_context?}` and `delete
// {blocked_user_id}` (spec 002 §7, reqs 002-7.12, 002-7.13). Both idempotent; they answer where the
// block stands.
import { resourceSchemas } from '@corkboard/contracts';
import { blockUser, unblockUser } from '../../commands/block-user';
import { signedInViewer } from '../../policy/signed-in';
import { presentBlockState } from '../../present/social';
import { action } from '../define';

export const UserBlockResource = {
  create: action(resourceSchemas.UserBlockResource.create, async (ctx, options) => {
    await blockUser(ctx.app, signedInViewer(ctx), {
      userId: options.blocked_user_id,
      source: options.block_source ?? null,
      context: options.block_context ?? null,
    });
    return { data: presentBlockState(options.blocked_user_id, true) };
  }),
  delete: action(resourceSchemas.UserBlockResource.delete, async (ctx, options) => {
    await unblockUser(ctx.app, signedInViewer(ctx), options.blocked_user_id);
    return { data: presentBlockState(options.blocked_user_id, false) };
  }),
};
