// UserSettingsResource update (docs/API.md §3): answers the viewer (Me) with the settings applied.
import { resourceSchemas } from '@corkboard/contracts';
import { updateUserSettings } from '../../commands/update-user-settings';
import { unauthorized } from '../../http/errors';
import { consentOfSettings } from '../../storage/user-settings-store';
import { requireActor } from '../actor';
import { action } from '../define';
import { loadMe } from './load-me';

export const UserSettingsResource = {
  update: action(resourceSchemas.UserSettingsResource.update, async (ctx, options) => {
    const actor = requireActor(ctx);
    await updateUserSettings(ctx.app, actor, options);
    // A cookie answer is also kept in this browser (http/consent.ts), as the banner's is.
    const answered =
      options.allow_analytic_cookies !== undefined ||
      options.allow_marketing_cookies !== undefined ||
      options.allow_personalization_cookies !== undefined;
    const choice = answered
      ? consentOfSettings(await ctx.app.stores.userSettings.get(actor.id))
      : null;
    if (choice) ctx.consent.remember(choice);
    const user = await ctx.app.stores.users.byId(actor.id);
    if (!user) throw unauthorized();
    return { data: await loadMe(ctx.app, user) };
  }),
};
