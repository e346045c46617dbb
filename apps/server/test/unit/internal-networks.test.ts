// "Internal-network users" (spec 000 §6, req 000-2.27) are requests from the operator's
// INTERNAL_NETWORKS ranges; every other address, and anything that is not an address, is not.
import { describe, expect, it } from 'vitest';
import { internalNetworkMatcher } from '../../src/net/internal-networks';

describe('internalNetworkMatcher', () => {
  const inside = internalNetworkMatcher(['10.0.0.0/8', '192.168.4.0/24', 'fd00::/8']);

  it.each<[string, string, boolean]>([
    ['an address in an IPv4 range', '10.20.30.40', true],
    ['the edge of a /24', '192.168.4.255', true],
    ['just outside it', '192.168.5.1', false],
    ['a public address', '203.0.113.9', false],
    ['an address in an IPv6 range', 'fd12:3456::1', true],
    ['an IPv6 address outside the ranges', '2001:db8::1', false],
    ['an IPv4-mapped IPv6 address counts as its IPv4 address', '::ffff:10.1.2.3', true],
    ['loopback is not internal unless listed', '127.0.0.1', false],
    ['not an address', 'office', false],
    ['an empty address', '', false],
  ])('%s: %s', (_rule, address, expected) => {
    expect(inside(address)).toBe(expected);
  });

  it('with no ranges (the default) nobody is internal', () => {
    expect(internalNetworkMatcher([])('10.0.0.1')).toBe(false);
  });

  it('an IPv4-mapped range matches the IPv4 addresses it maps', () => {
    expect(internalNetworkMatcher(['::ffff:10.0.0.0/104'])('10.9.9.9')).toBe(true);
  });
});
