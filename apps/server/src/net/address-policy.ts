// The one address rule of the guarded fetcher: only public unicast addresses may be connected to.
// Everything else (loopback, RFC 1918, link-local and the 169.254.169.254 metadata service,
// CGNAT, multicast, reserved and documentation ranges, IPv6 ULA...) could reach something
// inside the operator's network. Built on ipaddr.js; the `ip` and `private-ip` packages have
// unpatched bypasses (docs/DESIGN.md §5).
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * True only for a public unicast IPv4 or IPv6 address. Anything that is not an address at all,
 * or has a zone id, is false: the predicate fails closed.
 */
export function isPublicUnicast(address: string): boolean {
  const parsed = parseAddress(address);
  return parsed !== null && isPublic(parsed);
}

/** Parses a bare IP address (no brackets, no port); IPv4-mapped IPv6 becomes IPv4. */
export function parseAddress(address: string): Address | null {
  // ipaddr.js also accepts inet_aton shorthands (`0x7f.1`, `2130706433`). URL parsing has already
  // normalised hosts, so strict forms suffice and keep the predicate's input unambiguous.
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address);
  if (!ipaddr.IPv6.isValid(address)) return null;
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.zoneId) return null;
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

function isPublic(address: Address): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  // Translation prefixes carry an IPv4 address that the far end will reach: judge that one.
  if (range === '6to4') return isPublic(embeddedIPv4(v6, 2));
  if (range === 'rfc6052' && v6.match(NAT64_WELL_KNOWN)) return isPublic(embeddedIPv4(v6, 12));
  // Only the global unicast block 2000::/3 is routed on the internet; within it, ipaddr.js names
  // the special-purpose ranges (Teredo, documentation, benchmarking, ORCHID...).
  return range === 'unicast' && v6.match(GLOBAL_UNICAST);
}

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address stored in four bytes of an IPv6 address, starting at `byteOffset`. */
function embeddedIPv4(v6: ipaddr.IPv6, byteOffset: number): ipaddr.IPv4 {
  const bytes = v6.toByteArray().slice(byteOffset, byteOffset + 4);
  return new ipaddr.IPv4(bytes);
}

/**
 * The bare address when a URL hostname is an IP literal (`127.0.0.1`, `[::1]`), else null.
 * WHATWG URL parsing has already turned `0x7f.1`, `2130706433` and `017700000001` into
 * `127.0.0.1`, so a hostname that is not four-part decimal or bracketed is a DNS name.
 */
export function ipLiteralOf(hostname: string): string | null {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  if (ipaddr.IPv4.isValidFourPartDecimal(hostname)) return hostname;
  // undici passes IPv6 hosts to the connector without brackets.
  if (hostname.includes(':') && ipaddr.IPv6.isValid(hostname)) return hostname;
  return null;
}
