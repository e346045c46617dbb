// Links sent by mail (issue 16; spec 002 §2.1 names the routes, the rest is ours): a password
// reset (/password/reset, /pw/{username}, /secure/panic) and an email check
// (/email_verification_error). A link carries a random token; the server keeps only its hash.
// A link works once, within its time, and only for the account it was made for; a newer link
// (or, for a reset, a changed password) makes the older ones useless.
import { routeHref } from './routes';

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** An email check waits for its mail to be read: a week. */
export const EMAIL_VERIFY_TTL_MS = 7 * 24 * 60 * 60_000;

/** The query parameter of the link that carries the token: /pw/{username}/?t=… */
export const RESET_TOKEN_PARAM = 't';

/** Tokens are 32 random bytes in base64url: 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type ResetTokenState = 'usable' | 'expired' | 'used' | 'unknown';

/** What a stored token (or none) allows at `now`, for a link that works `ttlMs`. */
export function mailedLinkState(
  stored: { createdAt: number; usedAt: number | null } | null,
  now: number,
  ttlMs: number,
): ResetTokenState {
  if (!stored) return 'unknown';
  if (stored.usedAt !== null) return 'used';
  return now - stored.createdAt < ttlMs ? 'usable' : 'expired';
}

/** A reset link's state: it works for PASSWORD_RESET_TTL_MS. */
export function resetTokenState(
  stored: { createdAt: number; usedAt: number | null } | null,
  now: number,
): ResetTokenState {
  return mailedLinkState(stored, now, PASSWORD_RESET_TTL_MS);
}

/** The email check's link: /email/verify/?t=… (the server answers it with a redirect). */
export function emailVerifyPath(token: string): string {
  return routeHref('email-verify', {}, { [RESET_TOKEN_PARAM]: token });
}

/** The reset page's path for an account and token. */
export function passwordResetPath(username: string, token: string): string {
  return routeHref('password-reset-user', { username }, { [RESET_TOKEN_PARAM]: token });
}

/**
 * An email address shown to a person who may not own it (after /secure/panic): the first and
 * last letters of the name, the domain whole. "ada.lovelace@example.com" -> "a••••e@example.com".
 */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '••••';
  const name = email.slice(0, at);
  const domain = email.slice(at);
  const first = [...name][0] ?? '';
  const last = name.length > 2 ? [...name].at(-1) : '';
  return `${first}••••${last}${domain}`;
}
