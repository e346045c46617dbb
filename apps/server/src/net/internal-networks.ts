// INTERNAL_NETWORKS: the operator's own address ranges (CIDR, comma-separated, off by default).
// A request from one of them is an "internal-network user" of spec 000 §6 (req 000-2.27): with a
// deb_ parameter in the page's URL it sees the cards' debug panel, signed in or not. The request
// address is Fastify's request.ip, so behind a proxy TRUST_PROXY must be on.
import ipaddr from 'ipaddr.js';
import { parseAddress } from './address-policy';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export type InternalNetworkList = { ok: true; ranges: string[] } | { ok: false; invalid: string[] };

/** Parses the setting; every entry must be a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
export function parseInternalNetworks(raw: string): InternalNetworkList {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !ipaddr.isValidCIDR(entry));
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, ranges: entries };
}

/** A matcher for the parsed ranges: true when the address lies in one of them. */
export function internalNetworkMatcher(ranges: readonly string[]): (address: string) => boolean {
  const parsed: Range[] = ranges.map((range) => {
    const [base, bits] = ipaddr.parseCIDR(range);
    // An IPv4-mapped IPv6 range is compared as the IPv4 range it maps.
    if (base.kind() === 'ipv6' && (base as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
      return [(base as ipaddr.IPv6).toIPv4Address(), bits - 96];
    return [base, bits];
  });
  if (parsed.length === 0) return () => false;
  return (address) => {
    const at = parseAddress(address);
    if (at === null) return false;
    return parsed.some(([base, bits]) => base.kind() === at.kind() && at.match(base, bits));
  };
}
