import { describe, expect, it } from 'vitest';
import { addressKey, createMemoryRateLimiter } from '../../src/http/rate-limiter';

describe('sign-in limits count an IPv6 /64 as one address (docs/DESIGN.md §5)', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::1', '2001:db8:1:2::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('createMemoryRateLimiter', () => {
  const k = (key: string, limit = 3, windowMs = 60_000) => ({ key, limit, windowMs });

  it('allows up to the limit in a window, then refuses with the seconds left', () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    for (let i = 0; i < 3; i += 1) expect(limiter.take([k('k')]).allowed).toBe(true);
    t = 15_000;
    expect(limiter.take([k('k')])).toEqual({ allowed: false, retryAfterSeconds: 45 });
    t = 60_000;
    expect(limiter.take([k('k')]).allowed).toBe(true);
  });

  it('counts on every counter or on none: a refused attempt pushes no other counter along', () => {
    const limiter = createMemoryRateLimiter(() => 0);
    expect(limiter.take([k('full', 1)]).allowed).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.take([k('other', 2), k('full', 1)]).allowed).toBe(false);
    }
    expect(limiter.take([k('other', 2)]).allowed).toBe(true);
    expect(limiter.take([k('other', 2)]).allowed).toBe(true);
    expect(limiter.take([k('other', 2)]).allowed).toBe(false);
  });

  it('answers the longest wait of the counters that refuse', () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    limiter.take([k('minute', 1, 60_000), k('hour', 1, 3_600_000)]);
    t = 1000;
    expect(limiter.take([k('minute', 1, 60_000), k('hour', 1, 3_600_000)])).toEqual({
      allowed: false,
      retryAfterSeconds: 3599,
    });
  });

  it('gives back an attempt on release, and empties a counter on reset', () => {
    const limiter = createMemoryRateLimiter(() => 0);
    limiter.take([k('a', 1)]);
    limiter.release([k('a', 1)]);
    expect(limiter.take([k('a', 1)]).allowed).toBe(true);
    expect(limiter.take([k('a', 1)]).allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.take([k('a', 1)]).allowed).toBe(true);
  });

  it('keeps each counter to its own window length when old windows are swept', () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    limiter.take([k('hourly', 1, 3_600_000)]);
    t = 120_000;
    // Enough one-minute keys to make the limiter sweep expired windows.
    for (let i = 0; i <= 100_001; i += 1) limiter.take([k(`m${i}`, 1, 60_000)]);
    expect(limiter.take([k('hourly', 1, 3_600_000)]).allowed).toBe(false);
  });
});
