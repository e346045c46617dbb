// Sign-in and sign-out. Sign-in attempts are limited per account and per address.
import { resourceSchemas } from '@corkboard/contracts';
import { AUTH } from '@corkboard/domain';
import { dummyPasswordHash, verifyPassword } from '../../commands/passwords';
import { AppError } from '../../http/errors';
import { addressKey } from '../../http/rate-limiter';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { loadMe } from '../users/load-me';

const WINDOW_MS = 15 * 60 * 1000;
const PER_ACCOUNT = 10;
const PER_ADDRESS = 50;

export const UserSessionResource = {
  create: action(resourceSchemas.UserSessionResource.create, async (ctx, options) => {
    const { stores, limiter } = ctx.app;
    const login = options.username_or_email.trim().toLowerCase();
    const byAddress = limiter.hit(`signin:ip:${addressKey(ctx.ip)}`, PER_ADDRESS, WINDOW_MS);
    const byAccount = limiter.hit(`signin:account:${login}`, PER_ACCOUNT, WINDOW_MS);
    if (!byAddress.allowed || !byAccount.allowed) {
      throw new AppError('rate_limited', AUTH.tooManyAttempts, {
        retryAfterSeconds: Math.max(byAddress.retryAfterSeconds, byAccount.retryAfterSeconds),
      });
    }
    const user = login.includes('@')
      ? await stores.users.byEmail(login)
      : await stores.users.byUsername(login);
    const ok = await verifyPassword(
      user?.password_hash ?? (await dummyPasswordHash()),
      options.password,
    );
    if (!user || !ok) throw new AppError('unauthorized', AUTH.wrongCredentials);
    limiter.reset(`signin:account:${login}`);
    const userId = idString(user.id);
    await ctx.session.signIn(userId);
    return { data: await loadMe(ctx.app, user) };
  }),
  delete: action(resourceSchemas.UserSessionResource.delete, async (ctx) => {
    await ctx.session.signOut();
    return { data: null };
  }),
};
