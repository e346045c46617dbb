// `EmailVerificationResource get {}` and `create {}` (issue 16): the signed-in person's address
// and whether its link was opened; mailing the link again (commands/email-check.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { mailEmailCheckAgain } from '../../commands/email-check';
import { notFound } from '../../http/errors';
import { signedInViewer } from '../../policy/signed-in';
import { action } from '../define';

const schemas = resourceSchemas.EmailVerificationResource;

export const EmailVerificationResource = {
  get: action(
    schemas.get,
    async (ctx) => {
      const user = await ctx.app.stores.users.byId(signedInViewer(ctx));
      if (!user) throw notFound();
      return { data: { email: user.email, verified: user.email_verified_at !== null } };
    },
    { sharedRead: false },
  ),
  create: action(schemas.create, async (ctx) => {
    await mailEmailCheckAgain(ctx.app, signedInViewer(ctx));
    return { data: { sent: true as const } };
  }),
};
