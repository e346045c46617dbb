// Sign-in and sign-out. Sign-in is limited by account and address (commands/sign-in.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { signIn } from '../../commands/sign-in';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { loadMe } from '../users/load-me';

export const UserSessionResource = {
  create: action(
    resourceSchemas.UserSessionResource.create,
    async (ctx, options) => {
      const user = await signIn(ctx.app, {
        login: options.username_or_email,
        password: options.password,
        address: ctx.address,
        knownDevice: ctx.knownDevice,
      });
      await ctx.session.signIn(idString(user.id));
      return { data: await loadMe(ctx.app, user) };
    },
    { auth: 'optional' },
  ),
  delete: action(
    resourceSchemas.UserSessionResource.delete,
    async (ctx) => {
      await ctx.session.signOut();
      return { data: null };
    },
    { auth: 'optional' },
  ),
};
