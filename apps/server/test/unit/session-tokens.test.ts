// Session and pre-session tokens (http/session.ts): "256-bit random tokens" (docs/DESIGN.md §5),
// drawn from a pool of random bytes that is refilled when used up. Every token is well formed
// and none repeats, also across refills of the pool.
import { describe, expect, it } from 'vitest';
import { isWellFormedToken, newToken } from '../../src/http/session';

describe('newToken', () => {
  it('gives 43 base64url characters (32 random bytes), never the same one twice', () => {
    const seen = new Set<string>();
    // Several pools' worth (128 tokens each), so refills are crossed.
    for (let i = 0; i < 1000; i += 1) {
      const token = newToken();
      expect(isWellFormedToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      seen.add(token);
    }
    expect(seen.size).toBe(1000);
  });

  it('draws fresh bytes on each refill: tokens share no 8-byte run with earlier ones', () => {
    const chunks = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const bytes = Buffer.from(newToken(), 'base64url');
      for (let at = 0; at < 32; at += 8) {
        const chunk = bytes.toString('hex', at, at + 8);
        expect(chunks.has(chunk)).toBe(false);
        chunks.add(chunk);
      }
    }
  });
});
