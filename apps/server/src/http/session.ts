// Sessions: 256-bit random tokens, stored hashed, rotated on sign-in, revoked on sign-out;
// cookies httpOnly, SameSite=Lax, Secure behind HTTPS (docs/DESIGN.md §5).
import { createHash, randomFillSync } from 'node:crypto';

export const SESSION_COOKIE = 'cb_session';
export const CSRF_COOKIE = 'csrftoken';
/** httpOnly random value a signed-out visitor's CSRF token is bound to (csrf.ts). */
export const PRESESSION_COOKIE = 'cb_presession';
/** httpOnly signed cookie naming a device and the account last signed in on it. */
export const DEVICE_COOKIE = 'cb_device';
export const CSRF_HEADER = 'x-csrftoken';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const TOKEN_BYTES = 32;
// Random bytes drawn from the CSPRNG 128 tokens at a time: every response to a request without
// cookies mints a pre-session token (csrf.ts), and one draw per token cost 2 µs of the event
// loop against 0.1 µs from a pool (the bytes are the same generator's; each is used once).
const pool = Buffer.alloc(TOKEN_BYTES * 128);
let poolOffset = pool.length;

/** A fresh 256-bit random token, base64url (43 characters). */
export function newToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
