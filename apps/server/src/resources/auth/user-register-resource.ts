import { resourceSchemas } from '@corkboard/contracts';
import { registerUser } from '../../commands/register-user';
import { presentMe } from '../../present/users';
import { action } from '../define';

export const UserRegisterResource = {
  create: action(resourceSchemas.UserRegisterResource.create, async (ctx, options) => {
    const userId = await registerUser(ctx.app, options);
    await ctx.session.signIn(userId);
    const user = (await ctx.app.stores.users.byId(userId))!;
    return { data: presentMe(user, await ctx.app.stores.users.counts(userId, userId)) };
  }),
};
