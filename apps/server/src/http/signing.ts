// HMAC signatures keyed with the session secret (SESSION_SECRET, or the one generated once in
// DATA_DIR). Each is over a purpose and a value, so a signature made for one use (a CSRF
// token, a known-device cookie) is never valid for another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LruMap } from '../feeds/lru';

/** Signatures kept: every request signs its CSRF token, mostly for the same few sessions. */
const SIGNATURES_KEPT = 10_000;

export interface Signer {
  /** 43 characters of base64url. */
  sign(purpose: string, value: string): string;
  verify(purpose: string, value: string, signature: string): boolean;
}

export function createSigner(secret: string | null): Signer {
  // Without a configured secret (tests), a per-process one: signatures last as long as it.
  const key = secret ?? randomBytes(32).toString('hex');
  const made = new LruMap<string, string>(SIGNATURES_KEPT);
  const sign = (purpose: string, value: string) => {
    const message = `${purpose}\n${value}`;
    let signature = made.get(message);
    if (signature === undefined) {
      signature = createHmac('sha256', key).update(message).digest('base64url');
      made.set(message, signature);
    }
    return signature;
  };
  return {
    sign,
    verify: (purpose, value, signature) => sameString(sign(purpose, value), signature),
  };
}

/** Constant-time comparison of two strings. */
export function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
