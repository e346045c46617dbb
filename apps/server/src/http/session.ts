// Sessions: 256-bit random tokens, stored hashed, rotated on sign-in, revoked on sign-out;
// cookies httpOnly, SameSite=Lax, Secure behind HTTPS (docs/DESIGN.md §5).
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'cb_session';
export const CSRF_COOKIE = 'csrftoken';
/** httpOnly random value a signed-out visitor's CSRF token is bound to (csrf.ts). */
export const PRESESSION_COOKIE = 'cb_presession';
/** httpOnly signed cookie naming a device and the account last signed in on it. */
export const DEVICE_COOKIE = 'cb_device';
export const CSRF_HEADER = 'x-csrftoken';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
