// The email check (issue 16, "email verification", /email_verification_error): a new account
// is mailed a link that proves the address is theirs; it works once, for a week, and only while
// the account still has that address. Asking again is limited per account.
import {
  EMAIL_VERIFY_TTL_MS,
  emailVerifyCounter,
  emailVerifyPath,
  mailedLinkState,
  RATE_LIMIT_ERRORS,
  RESET_TOKEN_PATTERN,
  verifyEmailMail,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { invalid } from '../http/errors';
import { takeOrRefuse } from '../http/rate-limiter';
import { hashToken, newToken } from '../http/session';
import { idString } from '../storage/row-mapping';
import type { UserRow } from '../storage/users-store';

const DAY_MS = 24 * 60 * 60_000;

/** Mails the account a new link for its current address; older links stop working. */
export async function mailEmailCheck(app: AppContext, user: UserRow): Promise<void> {
  const token = newToken();
  await app.stores.emailChecks.create(hashToken(token), idString(user.id), app.now(), user.email);
  app.services.mail.send({
    to: user.email,
    ...verifyEmailMail({
      firstName: user.first_name,
      link: new URL(emailVerifyPath(token), app.config.publicUrl).href,
      days: EMAIL_VERIFY_TTL_MS / DAY_MS,
    }),
  });
}

/** The settings' "Send the link again"; an address already verified needs none. */
export async function mailEmailCheckAgain(app: AppContext, userId: string): Promise<void> {
  const user = await app.stores.users.byId(userId);
  if (!user) throw invalid('session: the account is gone');
  if (user.email_verified_at !== null) throw invalid('email: already verified');
  takeOrRefuse(app.limiter, [emailVerifyCounter(userId)], RATE_LIMIT_ERRORS.emailChecks);
  await mailEmailCheck(app, user);
}

/** The link's answer: whether it verified the address it was sent to. */
export async function verifyEmail(app: AppContext, token: string): Promise<boolean> {
  if (!RESET_TOKEN_PATTERN.test(token)) return false;
  const id = hashToken(token);
  const stored = await app.stores.emailChecks.byId(id);
  const now = app.now();
  if (mailedLinkState(stored, now, EMAIL_VERIFY_TTL_MS) !== 'usable' || !stored?.email) {
    return false;
  }
  if (!(await app.stores.emailChecks.claim(id, now))) return false;
  return app.stores.users.markEmailVerified(stored.userId, stored.email, now);
}
