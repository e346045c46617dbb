// `EmailNotificationsResource` (issue 16): which news is mailed, for the settings' section and
// for /email/subscription/, which a mail's link opens signed out with its token.
import { resourceSchemas } from '@corkboard/contracts';
import { changeEmailChoices } from '../../commands/email-choices';
import { choicesOwner, type ChoicesOwner } from '../../policy/email-choices';
import { action } from '../define';
import type { EmailChoices } from '@corkboard/domain';

const present = (owner: ChoicesOwner, kinds: EmailChoices) => ({
  email: owner.shownEmail,
  verified: owner.user.email_verified_at !== null,
  kinds,
});

export const EmailNotificationsResource = {
  // A token's answer is its person's own: never the signed-out read cache's.
  get: action(
    resourceSchemas.EmailNotificationsResource.get,
    async (ctx, options) => {
      const owner = await choicesOwner(ctx, options.token);
      return {
        data: present(owner, await ctx.app.stores.emailNotifications.choicesOf(owner.userId)),
      };
    },
    { sharedRead: false },
  ),
  // Signed out with a mail's token: the token is the key (policy/email-choices.ts).
  update: action(
    resourceSchemas.EmailNotificationsResource.update,
    async (ctx, options) => {
      const owner = await choicesOwner(ctx, options.token);
      const kinds = await changeEmailChoices(ctx.app, owner.userId, {
        kinds: options.kinds,
        allOff: options.all_off,
      });
      return { data: present(owner, kinds) };
    },
    { auth: 'optional' },
  ),
};
