// docs/DESIGN.md §5: the guarded fetcher "accepts public unicast addresses only".
import { describe, expect, it } from 'vitest';
import { ipLiteralOf, isPublicUnicast, parseAddress } from '../../src/net';

describe('isPublicUnicast: only public unicast addresses may be connected to', () => {
  it.each([
    ['93.184.216.34', 'a public IPv4 address'],
    ['1.1.1.1', 'a public resolver'],
    ['8.8.8.8', 'another public address'],
    ['100.63.255.255', 'just below carrier-grade NAT'],
    ['100.128.0.0', 'just above carrier-grade NAT'],
    ['172.15.255.255', 'just below 172.16.0.0/12'],
    ['172.32.0.0', 'just above 172.16.0.0/12'],
    ['11.0.0.0', 'just above 10.0.0.0/8'],
    ['2606:4700:4700::1111', 'a public IPv6 address'],
    ['2a00:1450:4001:80b::200e', 'another public IPv6 address'],
    ['::ffff:93.184.216.34', 'IPv4-mapped public address (judged as the IPv4 inside)'],
    ['2002:5db8:d822::1', '6to4 around a public IPv4 address'],
    ['64:ff9b::5db8:d822', 'NAT64 around a public IPv4 address'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicUnicast(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, the whole /8'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8, top'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, top'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local: the cloud metadata service'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified (reaches this machine on Linux)'],
    ['0.1.2.3', 'the 0/8 "this network" block'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['240.0.0.1', 'reserved class E'],
    ['192.0.0.1', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation TEST-NET-1'],
    ['198.51.100.1', 'documentation TEST-NET-2'],
    ['203.0.113.1', 'documentation TEST-NET-3'],
    ['198.18.0.1', 'benchmarking'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata service'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated) loopback'],
    ['::ffff:0:7f00:1', 'IPv4-translated (RFC 6145) loopback'],
    ['fe80::1', 'IPv6 link-local'],
    ['febf::1', 'IPv6 link-local, top of fe80::/10'],
    ['fec0::1', 'IPv6 site-local (deprecated)'],
    ['fc00::1', 'IPv6 unique local'],
    ['fd00::1', 'IPv6 unique local (fd00::/8)'],
    ['fd00:ec2::254', 'the AWS IPv6 metadata service'],
    ['ff02::1', 'IPv6 multicast'],
    ['100::1', 'IPv6 discard-only'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['2001::1', 'Teredo'],
    ['2001:2::1', 'IPv6 benchmarking'],
    ['2001:10::1', 'ORCHID'],
    ['2002:7f00:1::1', '6to4 around loopback'],
    ['2002:a00:1::1', '6to4 around 10.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 around the metadata service'],
    ['64:ff9b::7f00:1', 'NAT64 around loopback'],
    ['64:ff9b::a00:1', 'NAT64 around 10.0.0.1'],
    ['64:ff9b:1::5db8:d822', 'local-use NAT64 (RFC 8215)'],
    ['4000::1', 'outside the global unicast block 2000::/3'],
    ['5f00::1', 'segment routing SIDs'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicUnicast(address)).toBe(false);
  });

  it.each([
    ['0x7f.1', 'inet_aton hex shorthand'],
    ['2130706433', 'a bare 32-bit number'],
    ['017700000001', 'octal'],
    ['127.1', 'two-part shorthand'],
    ['0x5db8d822', 'hex form of a public address: still not a plain address'],
    ['fe80::1%eth0', 'a zone id'],
    ['[::1]', 'brackets belong to URLs, not addresses'],
    ['93.184.216.34:80', 'an address with a port'],
    ['example.com', 'a name'],
    ['', 'nothing'],
    ['1.2.3.4.5', 'five parts'],
    ['256.0.0.1', 'an octet out of range'],
  ])('fails closed on %s (%s)', (input) => {
    expect(isPublicUnicast(input)).toBe(false);
  });

  it('turns IPv4-mapped IPv6 into the IPv4 address it carries', () => {
    expect(parseAddress('::ffff:127.0.0.1')?.toString()).toBe('127.0.0.1');
    expect(parseAddress('::ffff:7f00:1')?.kind()).toBe('ipv4');
  });
});

describe('ipLiteralOf: IP literals in URLs are checked without any lookup', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '::1'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1'],
    ['::1', '::1'],
    ['example.com', null],
    ['localhost', null],
    ['127.0.0.1.nip.io', null],
  ])('%s -> %s', (hostname, literal) => {
    expect(ipLiteralOf(hostname)).toBe(literal);
  });

  it.each(['0x7f.1', '2130706433', '017700000001', '127.1', '0177.0.0.1'])(
    'WHATWG URL parsing turns %s into 127.0.0.1 before the check sees it',
    (host) => {
      const { hostname } = new URL(`http://${host}/`);
      expect(hostname).toBe('127.0.0.1');
      expect(ipLiteralOf(hostname)).toBe('127.0.0.1');
    },
  );

  it('WHATWG URL parsing turns [::ffff:127.0.0.1] into its hex form, still loopback', () => {
    const { hostname } = new URL('http://[::ffff:127.0.0.1]/');
    expect(hostname).toBe('[::ffff:7f00:1]');
    expect(isPublicUnicast(ipLiteralOf(hostname) ?? '')).toBe(false);
  });
});
