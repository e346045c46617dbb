// `UserProfileResource update {first_name?, last_name?, about?, username?}` → Me and
// `UserAccountResource delete {password}` → null, signed out (issue 16, the settings' profile and
// "delete account"). Rules: commands/account.ts.
import { resourceSchemas } from '@corkboard/contracts';
import { deleteAccount, updateProfile } from '../../commands/account';
import { unauthorized } from '../../http/errors';
import { signedInViewer } from '../../policy/signed-in';
import type { RequestContext } from '../../app/context';
import { action } from '../define';
import { loadMe } from './load-me';

async function viewerRow(ctx: RequestContext) {
  const user = await ctx.app.stores.users.byId(signedInViewer(ctx));
  if (!user) throw unauthorized();
  return user;
}

export const UserProfileResource = {
  update: action(resourceSchemas.UserProfileResource.update, async (ctx, options) => {
    const user = await viewerRow(ctx);
    await updateProfile(ctx.app, user, options);
    const updated = await ctx.app.stores.users.byId(String(user.id));
    if (!updated) throw unauthorized();
    return { data: await loadMe(ctx.app, updated) };
  }),
};

export const UserAccountResource = {
  delete: action(resourceSchemas.UserAccountResource.delete, async (ctx, options) => {
    const user = await viewerRow(ctx);
    await deleteAccount(ctx.app, user, options.password);
    // The session row went with the account; the browser's cookies go too.
    await ctx.session.signOut();
    return { data: null };
  }),
};
