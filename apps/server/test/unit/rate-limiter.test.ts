import { describe, expect, it } from 'vitest';
import { addressKey, createMemoryRateLimiter } from '../../src/http/rate-limiter';

describe('sign-in limits count an IPv6 /64 as one address (DESIGN.md §5)', () => {
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
  it('allows up to the limit in a window, then refuses with the seconds left', () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('k', 3, 60_000).allowed).toBe(true);
    t = 15_000;
    expect(limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    t = 60_000;
    expect(limiter.hit('k', 3, 60_000).allowed).toBe(true);
    limiter.reset('k');
  });
});
