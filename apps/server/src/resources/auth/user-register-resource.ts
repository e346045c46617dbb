import { resourceSchemas } from '@corkboard/contracts';
import { mailEmailCheck } from '../../commands/email-check';
import { registerUser } from '../../commands/register-user';
import { action } from '../define';
import { loadMe } from '../users/load-me';

export const UserRegisterResource = {
  create: action(
    resourceSchemas.UserRegisterResource.create,
    async (ctx, options) => {
      const userId = await registerUser(ctx.app, options, ctx.address);
      await ctx.session.signIn(userId);
      const user = (await ctx.app.stores.users.byId(userId))!;
      // Issue 16: a new account is asked to verify its address.
      await mailEmailCheck(ctx.app, user);
      return { data: await loadMe(ctx.app, user) };
    },
    { auth: 'optional' },
  ),
};
