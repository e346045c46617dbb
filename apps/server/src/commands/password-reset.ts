// Forgotten passwords, a compromised account and the settings' password change (issue 16). Asking for a link answers the same
// whether the account exists (the mail goes out after the answer, mail/mailer.ts), limited by
// address and account; a suspended account gets no link, as it cannot sign in. Setting a new
// password claims the link once, retires the account's other links and ends every session.
import {
  AUTH,
  CHANGE_PASSWORD,
  emailHint,
  normaliseLogin,
  PASSWORD_RESET,
  PASSWORD_RESET_TTL_MS,
  passwordChangeCounter,
  passwordChangedMail,
  passwordResetCounters,
  passwordResetMail,
  passwordResetPath,
  RATE_LIMIT_ERRORS,
  resetTokenState,
  routeHref,
  type ResetTokenState,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { invalid } from '../http/errors';
import { takeOrRefuse } from '../http/rate-limiter';
import { hashToken, newToken } from '../http/session';
import { idString } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';
import type { UserRow } from '../storage/users-store';
import { hashPassword, verifyPassword } from './passwords';

const absolute = (app: AppContext, path: string) => new URL(path, app.config.publicUrl).href;

/** Mails the account a new reset link; older links of the account stop working. */
async function mailResetLink(app: AppContext, user: UserRow): Promise<void> {
  const token = newToken();
  await app.stores.passwordResets.create(hashToken(token), idString(user.id), app.now());
  app.services.mail.send({
    to: user.email,
    ...passwordResetMail({
      firstName: user.first_name,
      link: absolute(app, passwordResetPath(user.username, token)),
      minutes: PASSWORD_RESET_TTL_MS / 60_000,
    }),
  });
}

export async function requestPasswordReset(
  app: AppContext,
  input: { login: string; address: string },
): Promise<void> {
  const login = normaliseLogin(input.login);
  const user = login.includes('@')
    ? await app.stores.users.byEmail(login)
    : await app.stores.users.byUsername(login);
  const account = user ? `user:${idString(user.id)}` : `login:${login}`;
  takeOrRefuse(
    app.limiter,
    passwordResetCounters(account, input.address),
    RATE_LIMIT_ERRORS.passwordResets,
  );
  if (!user || user.suspended_at !== null) return;
  await mailResetLink(app, user);
}

/** What the link of `username` with `token` can do now; another account's link is unknown. */
export async function resetLinkState(
  app: AppContext,
  username: string,
  token: string,
): Promise<{ state: ResetTokenState; user: UserRow | undefined; id: string }> {
  const id = hashToken(token);
  const [user, stored] = await Promise.all([
    app.stores.users.byUsername(username),
    app.stores.passwordResets.byId(id),
  ]);
  const mine = user && user.suspended_at === null && stored?.userId === idString(user.id);
  return { state: resetTokenState(mine ? stored : null, app.now()), user, id };
}

const REFUSALS: Record<Exclude<ResetTokenState, 'usable'>, string> = {
  expired: PASSWORD_RESET.linkExpired,
  used: PASSWORD_RESET.linkUsed,
  unknown: PASSWORD_RESET.linkUnknown,
};

/** Sets the password from a usable link; the caller signs the person in. */
export async function resetPassword(
  app: AppContext,
  input: { username: string; token: string; password: string },
): Promise<UserRow> {
  const { state, user, id } = await resetLinkState(app, input.username, input.token);
  if (state !== 'usable' || !user)
    throw invalid(`token: ${REFUSALS[state === 'usable' ? 'unknown' : state]}`);
  const userId = idString(user.id);
  const hash = await hashPassword(input.password);
  const now = app.now();
  await inTransaction(app.storage, async (stores) => {
    // Two tabs sending the same link: only the first one claims it.
    if (!(await stores.passwordResets.claim(id, now))) throw invalid(`token: ${REFUSALS.used}`);
    await stores.users.setPasswordHash(userId, hash);
    await stores.passwordResets.retireAllOf(userId, now);
    await stores.sessions.deleteAllOf(userId, null);
  });
  tellOwner(app, user);
  return user;
}

/** Mails the owner that the password was changed, with the way back if it wasn't them. */
function tellOwner(app: AppContext, user: UserRow): void {
  app.services.mail.send({
    to: user.email,
    ...passwordChangedMail({
      firstName: user.first_name,
      resetLink: absolute(app, routeHref('password-reset')),
    }),
  });
}

/**
 * /secure/panic: the signed-in person thinks someone else uses the account. Every session
 * ends (the caller signs this one out) and a reset link is mailed; limited as a reset request.
 */
export async function secureAccount(
  app: AppContext,
  userId: string,
  address: string,
): Promise<{ signed_out: number; email_hint: string }> {
  const user = await app.stores.users.byId(userId);
  if (!user) throw invalid('session: the account is gone');
  takeOrRefuse(
    app.limiter,
    passwordResetCounters(`user:${userId}`, address),
    RATE_LIMIT_ERRORS.passwordResets,
  );
  const ended = await app.stores.sessions.deleteAllOf(userId, null);
  await mailResetLink(app, user);
  return { signed_out: ended, email_hint: emailHint(user.email) };
}

/**
 * The settings' password change: the current password proves it is the owner (wrong guesses
 * are limited as sign-ins are), every other session ends, and the owner is told by mail.
 */
export async function changePassword(
  app: AppContext,
  input: { userId: string; keepSession: string | null; current: string; next: string },
): Promise<number> {
  const user = await app.stores.users.byId(input.userId);
  if (!user) throw invalid('session: the account is gone');
  takeOrRefuse(app.limiter, [passwordChangeCounter(input.userId)], AUTH.tooManyAttempts);
  if (!(await verifyPassword(user.password_hash, input.current))) {
    throw invalid(`current_password: ${CHANGE_PASSWORD.wrongCurrent}`);
  }
  app.limiter.reset(passwordChangeCounter(input.userId).key);
  const hash = await hashPassword(input.next);
  const ended = await inTransaction(app.storage, async (stores) => {
    await stores.users.setPasswordHash(input.userId, hash);
    await stores.passwordResets.retireAllOf(input.userId, app.now());
    return stores.sessions.deleteAllOf(input.userId, input.keepSession);
  });
  tellOwner(app, user);
  return ended;
}
