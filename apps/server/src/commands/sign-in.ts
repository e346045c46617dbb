// Sign-in, limited by account and address (domain `signInCounters`): every spelling of an
// account (its username, its email in any case or spacing) is one account; unknown identifiers
// are counted and verified the same way, so neither timing nor limits tell whether an account
// exists. A limited attempt never reaches argon2.
import { AUTH, normaliseLogin, signInCounters } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import type { KnownDevice } from '../http/known-device';
import { takeOrRefuse } from '../http/rate-limiter';
import { idString } from '../storage/row-mapping';
import type { UserRow } from '../storage/users-store';
import { dummyPasswordHash, verifyPassword } from './passwords';

export async function signIn(
  app: AppContext,
  input: { login: string; password: string; address: string; knownDevice: KnownDevice | null },
): Promise<UserRow> {
  const login = normaliseLogin(input.login);
  const user = login.includes('@')
    ? await app.stores.users.byEmail(login)
    : await app.stores.users.byUsername(login);
  const userId = user ? idString(user.id) : null;
  const { own, shared } = signInCounters({
    account: userId ? `user:${userId}` : `login:${login}`,
    address: input.address,
    knownDevice:
      userId !== null && input.knownDevice?.userId === userId ? input.knownDevice.id : null,
  });
  takeOrRefuse(app.limiter, [own, ...shared], AUTH.tooManyAttempts);
  const hash = user?.password_hash ?? (await dummyPasswordHash());
  if (!user || !(await verifyPassword(hash, input.password))) {
    throw new AppError('unauthorized', AUTH.wrongCredentials);
  }
  // A suspended account cannot sign in (issue 14); told only to whoever knows its password.
  if (user.suspended_at !== null) throw new AppError('forbidden', AUTH.suspended);
  // The right password: this bucket starts again; the shared ones only forget this attempt.
  app.limiter.reset(own.key);
  app.limiter.release(shared);
  return user;
}
