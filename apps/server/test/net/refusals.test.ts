// The issue: "Tests use a fake resolver and a connect spy so no traffic leaves 127.0.0.1:
// loopback, private ranges, link-local and metadata addresses, `0x7f.1`, `2130706433`,
// `[::ffff:127.0.0.1]`, names resolving to private addresses, mixed public/private answers ...
// All refused with a clear error." Every case here is refused before any socket is opened.
import { afterAll, describe, expect, it } from 'vitest';
import {
  createGuardedFetcher,
  GUARDED_FETCH_ERROR_MESSAGES,
  GuardedFetchError,
  type GuardedFetchErrorCode,
} from '../../src/net';
import { BlockedConnect, connectSpy, fakeResolver } from './net-fixtures';

const resolver = fakeResolver({
  localhost: ['127.0.0.1', '::1'],
  'localhost.': ['127.0.0.1', '::1'],
  'loopback.example': '127.0.0.1',
  'private.example': '10.0.0.7',
  'home-router.example': '192.168.1.1',
  'metadata.example': '169.254.169.254',
  'ula.example': 'fd00::1',
  'mixed.example': ['93.184.216.34', '10.0.0.7'],
  'mixed-v6.example': ['2606:4700:4700::1111', 'fe80::1'],
  'zero.example': '0.0.0.0',
  'pins.example': '93.184.216.34',
  'pins-v6.example': '2606:4700:4700::1111',
});
const spy = connectSpy({ block: true });
const fetcher = createGuardedFetcher({ resolver, onConnect: spy, deadlineMs: 5_000 });
afterAll(() => fetcher.close());

async function refusal(url: string): Promise<GuardedFetchError> {
  try {
    await fetcher.fetchImage(url);
  } catch (error) {
    if (error instanceof GuardedFetchError) return error;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

function expectRefused(error: GuardedFetchError, code: GuardedFetchErrorCode) {
  expect(error.code).toBe(code);
  expect(error.message).toBe(GUARDED_FETCH_ERROR_MESSAGES[code]);
  // The connect spy proves no socket was even attempted.
  expect(spy.calls).toEqual([]);
}

describe('IP literals that mean a non-public address are refused before connecting', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.0.0.1:443/', 'loopback on a standard port'],
    ['https://127.0.0.1/', 'loopback over https'],
    ['http://127.1/', 'shorthand loopback'],
    ['http://0x7f.1/', 'hex shorthand loopback'],
    ['http://2130706433/', 'loopback as one decimal number'],
    ['http://017700000001/', 'loopback as one octal number'],
    ['http://0177.0.0.01/', 'loopback in octal parts'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://[::ffff:7f00:1]/', 'IPv4-mapped loopback, hex form'],
    ['http://[0:0:0:0:0:ffff:127.0.0.1]/', 'IPv4-mapped loopback, long form'],
    ['http://169.254.169.254/latest/meta-data/', 'the cloud metadata service'],
    ['http://[fd00:ec2::254]/', 'the AWS IPv6 metadata service'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://0.0.0.0/', 'unspecified (this machine)'],
    ['http://0/', 'unspecified as one number'],
    ['http://[::]/', 'IPv6 unspecified'],
    ['http://10.0.0.1/', 'private 10/8'],
    ['http://10.255.255.254/', 'private 10/8'],
    ['http://172.16.0.1/', 'private 172.16/12'],
    ['http://172.31.255.1/', 'private 172.16/12'],
    ['http://192.168.0.1/', 'private 192.168/16'],
    ['http://[fd00::1]/', 'IPv6 unique local'],
    ['http://[fc00::1]/', 'IPv6 unique local'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://[2002:7f00:1::]/', '6to4 around loopback'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'NAT64 around the metadata service'],
  ])('%s (%s) is address_not_allowed', async (url) => {
    expectRefused(await refusal(url), 'address_not_allowed');
  });
});

describe('names are resolved with the fake resolver, and every answer is checked', () => {
  it.each([
    ['http://localhost/', 'localhost'],
    ['http://LOCALHOST./', 'localhost, with case and a trailing dot'],
    ['https://loopback.example/a.jpg', 'a public-looking name pointing at loopback'],
    ['http://private.example/', 'a name pointing into 10/8'],
    ['http://home-router.example/', 'a name pointing into 192.168/16'],
    ['http://metadata.example/latest/meta-data/', 'a name pointing at the metadata service'],
    ['http://ula.example/', 'a name pointing at an IPv6 unique local address'],
    ['http://zero.example/', 'a name pointing at 0.0.0.0'],
    ['http://mixed.example/', 'mixed public and private IPv4 answers'],
    ['http://mixed-v6.example/', 'mixed public and link-local IPv6 answers'],
  ])('%s (%s) is address_not_allowed', async (url) => {
    expectRefused(await refusal(url), 'address_not_allowed');
  });

  it('a name that does not resolve is unresolvable', async () => {
    expectRefused(await refusal('http://no-such-host.example/'), 'unresolvable');
  });
});

describe('only http: and https: URLs without credentials, on ports 80 and 443', () => {
  it.each([
    ['file:///etc/passwd', 'scheme_not_allowed'],
    ['gopher://127.0.0.1:6379/_FLUSHALL', 'scheme_not_allowed'],
    ['data:image/png;base64,iVBORw0KGgo=', 'scheme_not_allowed'],
    ['javascript:alert(document.domain)', 'scheme_not_allowed'],
    ['ftp://pins.example/a.png', 'scheme_not_allowed'],
    ['http://user:password@pins.example/', 'credentials_not_allowed'],
    ['http://pins.example:8080/', 'port_not_allowed'],
    ['http://127.0.0.1:6379/', 'port_not_allowed'],
    ['not a url', 'invalid_url'],
  ] as const)('%s is %s', async (url, code) => {
    expectRefused(await refusal(url), code);
  });
});

describe('a public address is allowed: the spy sees exactly the checked address', () => {
  // The spy cancels the socket, so the test proves the decision without any traffic.
  it.each([
    ['http://pins.example/a.jpg', '93.184.216.34', 80],
    ['https://pins-v6.example/a.jpg', '2606:4700:4700::1111', 443],
    ['https://93.184.216.34/a.jpg', '93.184.216.34', 443],
    ['http://[2606:4700:4700::1111]/', '2606:4700:4700::1111', 80],
  ])('%s connects to %s port %i', async (url, address, port) => {
    spy.calls.length = 0;
    const error = await refusal(url);
    expect(error.code).toBe('network_error');
    expect(error.cause).toBeInstanceOf(BlockedConnect);
    expect(spy.calls).toEqual([[address, port]]);
    spy.calls.length = 0;
  });
});
