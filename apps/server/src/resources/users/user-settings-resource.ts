// UserSettingsResource update (docs/API.md §3): answers the viewer (Me) with the settings applied.
import { resourceSchemas } from '@corkboard/contracts';
import { updateUserSettings } from '../../commands/update-user-settings';
import { unauthorized } from '../../http/errors';
import { requireActor } from '../actor';
import { action } from '../define';
import { loadMe } from './load-me';

export const UserSettingsResource = {
  update: action(resourceSchemas.UserSettingsResource.update, async (ctx, options) => {
    const actor = requireActor(ctx);
    await updateUserSettings(ctx.app, actor, options);
    const user = await ctx.app.stores.users.byId(actor.id);
    if (!user) throw unauthorized();
    return { data: await loadMe(ctx.app, user) };
  }),
};
