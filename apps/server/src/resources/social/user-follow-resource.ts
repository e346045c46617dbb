// `UserFollowResource create|delete {user_id}`: answers the followed user's profile, with
// `explicitly_followed_by_me` and the new follower count.
import { resourceSchemas } from '@corkboard/contracts';
import { followUser, unfollowUser } from '../../commands/follow-user';
import { signedInViewer } from '../../policy/signed-in';
import { action } from '../define';
import { presentProfile } from '../users/present-profile';

export const UserFollowResource = {
  create: action(resourceSchemas.UserFollowResource.create, async (ctx, options) => {
    const { user, relation } = await followUser(ctx.app, signedInViewer(ctx), options.user_id);
    return { data: await presentProfile(ctx, user, relation) };
  }),
  delete: action(resourceSchemas.UserFollowResource.delete, async (ctx, options) => {
    const { user, relation } = await unfollowUser(ctx.app, signedInViewer(ctx), options.user_id);
    return { data: await presentProfile(ctx, user, relation) };
  }),
};
