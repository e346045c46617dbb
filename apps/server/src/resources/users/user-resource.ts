// `UserResource get {}` answers the signed-in viewer (or null); with a username or user_id it
// answers that user's public profile: `not_found` to a viewer they blocked, and with
// `blocked_by_me: true` to a viewer who blocked them (policy/blocks.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { notFound } from '../../http/errors';
import { profileAccess, relationTo } from '../../policy/blocks';
import { action } from '../define';
import { loadMe } from './load-me';
import { presentProfile } from './present-profile';

export const UserResource = {
  get: action(resourceSchemas.UserResource.get, async (ctx, options) => {
    const { users } = ctx.app.stores;
    if (options.user_id === undefined && options.username === undefined) {
      if (!ctx.viewer || !ctx.viewerId) return { data: null };
      return { data: await loadMe(ctx.app, ctx.viewer) };
    }
    const user =
      options.user_id !== undefined
        ? await users.shownById(options.user_id)
        : await users.shownByUsername(options.username ?? '');
    if (!user) throw notFound('That user');
    const relation = await relationTo(ctx.app.stores, ctx.viewerId, user.id);
    if (profileAccess(relation) === 'not_found') throw notFound('That user');
    return { data: await presentProfile(ctx, user, relation) };
  }),
};
