// `PasswordResetResource` (create: mail a link; get: what a link can do; update: set the
// password) and `UserSecurePanicResource create` (issue 16; commands/password-reset.ts). Each
// works signed out except the panic, which is for the person signed in. A link's state changes
// with no write the read cache watches, so `get` is never served from it.
import { resourceSchemas } from '@corkboard/contracts';
import {
  changePassword,
  requestPasswordReset,
  resetLinkState,
  resetPassword,
  secureAccount,
} from '../../commands/password-reset';
import { signedInViewer } from '../../policy/signed-in';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { loadMe } from '../users/load-me';

const schemas = resourceSchemas.PasswordResetResource;

export const PasswordResetResource = {
  get: action(
    schemas.get,
    async (ctx, options) => {
      const { state } = await resetLinkState(ctx.app, options.username, options.token);
      return { data: { state } };
    },
    { sharedRead: false },
  ),
  create: action(
    schemas.create,
    async (ctx, options) => {
      await requestPasswordReset(ctx.app, {
        login: options.username_or_email,
        address: ctx.address,
      });
      return { data: { sent: true as const } };
    },
    { auth: 'optional' },
  ),
  update: action(
    schemas.update,
    async (ctx, options) => {
      const user = await resetPassword(ctx.app, options);
      await ctx.session.signIn(idString(user.id));
      return { data: await loadMe(ctx.app, user) };
    },
    { auth: 'optional' },
  ),
};

export const UserSecurePanicResource = {
  create: action(resourceSchemas.UserSecurePanicResource.create, async (ctx) => {
    const viewerId = signedInViewer(ctx);
    const secured = await secureAccount(ctx.app, viewerId, ctx.address);
    await ctx.session.signOut();
    return { data: secured };
  }),
};

export const UserPasswordResource = {
  update: action(resourceSchemas.UserPasswordResource.update, async (ctx, options) => {
    const signedOut = await changePassword(ctx.app, {
      userId: signedInViewer(ctx),
      keepSession: ctx.session.currentId(),
      current: options.current_password,
      next: options.new_password,
    });
    return { data: { signed_out: signedOut } };
  }),
};
