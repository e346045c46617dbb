// `UserResource get {}` answers the signed-in viewer (or null); with a username or user_id it
// answers that user's public profile.
import { resourceSchemas } from '@corkboard/contracts';
import { notFound } from '../../http/errors';
import { presentMe, presentUser } from '../../present/users';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';

export const UserResource = {
  get: action(resourceSchemas.UserResource.get, async (ctx, options) => {
    const { users } = ctx.app.stores;
    if (options.user_id === undefined && options.username === undefined) {
      if (!ctx.viewer || !ctx.viewerId) return { data: null };
      return { data: presentMe(ctx.viewer, await users.counts(ctx.viewerId, ctx.viewerId)) };
    }
    const user =
      options.user_id !== undefined
        ? await users.byId(options.user_id)
        : await users.byUsername(options.username ?? '');
    if (!user) throw notFound('That user');
    const userId = idString(user.id);
    const [counts, follows] = await Promise.all([
      users.counts(userId, ctx.viewerId),
      ctx.viewerId ? users.follows(ctx.viewerId, [userId]) : Promise.resolve(new Set<string>()),
    ]);
    return { data: presentUser(user, counts, follows.has(userId)) };
  }),
};
