// docs/DESIGN.md §5: "a connect-time address check ... that accepts public unicast addresses only".
// Every answer of a name is checked, and the socket is opened to exactly the checked address.
import type { buildConnector } from 'undici';
import { describe, expect, it } from 'vitest';
import { createGuardedConnector, GuardedFetchError, type Resolver } from '../../src/net';
import { pickAddress } from '../../src/net/guarded-connector';
import { connectSpy, fakeResolver } from './net-fixtures';

const PUBLIC_V4 = '93.184.216.34';
const PUBLIC_V6 = '2606:2800:220:1:248:1893:25c8:1946';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof GuardedFetchError ? error.code : `other: ${String(error)}`;
  }
}

/** Runs the connector once with a base connector that records instead of dialling. */
function connectOnce(
  resolver: Resolver,
  options: buildConnector.Options,
  allowHosts = [] as { host: string; port: number | null }[],
) {
  const dialled: buildConnector.Options[] = [];
  const spy = connectSpy();
  const connector = createGuardedConnector({
    resolver,
    allowHosts,
    onConnect: spy,
    baseConnector: (opts, callback) => {
      dialled.push(opts);
      callback(new Error('recorded, not dialled'), null);
    },
  });
  const result = new Promise<Error | null>((resolve) => {
    connector(options, (...args) => resolve(args[0]));
  });
  return { result, dialled, spy };
}

describe('pickAddress: every answer must be public unicast', () => {
  const resolver = fakeResolver({
    'public.test': [PUBLIC_V4, PUBLIC_V6],
    'loopback.test': '127.0.0.1',
    'private.test': '10.1.2.3',
    'metadata.test': '169.254.169.254',
    'ula.test': 'fd12:3456::1',
    'mapped.test': '::ffff:127.0.0.1',
    'mixed.test': [PUBLIC_V4, '192.168.0.10'],
    'mixed-last.test': [PUBLIC_V4, PUBLIC_V6, '::1'],
    'nothing.test': [],
    'garbage.test': 'not-an-address',
    'internal.test': '10.9.9.9',
  });
  const opts = { resolver, allowHosts: [] };

  it('a name whose answers are all public resolves to its first answer', async () => {
    await expect(pickAddress('public.test', 443, opts)).resolves.toBe(PUBLIC_V4);
  });

  it.each([
    'loopback.test',
    'private.test',
    'metadata.test',
    'ula.test',
    'mapped.test',
    'mixed.test',
    'mixed-last.test',
  ])('a name resolving to a private address (%s) is address_not_allowed', async (name) => {
    expect(await codeOf(pickAddress(name, 80, opts))).toBe('address_not_allowed');
  });

  it.each(['nothing.test', 'unknown.test'])(
    'a name with no answer (%s) is unresolvable',
    async (name) => {
      expect(await codeOf(pickAddress(name, 80, opts))).toBe('unresolvable');
    },
  );

  it('an answer that is not an address is unresolvable, even for an allowlisted name', async () => {
    // Passing it on would let Node run its own DNS lookup, outside the check.
    const allowHosts = [{ host: 'garbage.test', port: null }];
    expect(await codeOf(pickAddress('garbage.test', 80, { resolver, allowHosts }))).toBe(
      'unresolvable',
    );
  });

  it('IP literals are checked without asking the resolver', async () => {
    const calls = resolver.calls.length;
    expect(await codeOf(pickAddress('127.0.0.1', 80, opts))).toBe('address_not_allowed');
    expect(await codeOf(pickAddress('::1', 80, opts))).toBe('address_not_allowed');
    expect(await codeOf(pickAddress('[::ffff:7f00:1]', 80, opts))).toBe('address_not_allowed');
    await expect(pickAddress(PUBLIC_V4, 80, opts)).resolves.toBe(PUBLIC_V4);
    await expect(pickAddress(PUBLIC_V6, 80, opts)).resolves.toBe(PUBLIC_V6);
    expect(resolver.calls.length).toBe(calls);
  });

  it('an allowlisted name or address skips the check, only on its port', async () => {
    const allowHosts = [
      { host: 'internal.test', port: 9000 },
      { host: '127.0.0.1', port: 4567 },
    ];
    await expect(pickAddress('internal.test', 9000, { resolver, allowHosts })).resolves.toBe(
      '10.9.9.9',
    );
    await expect(pickAddress('127.0.0.1', 4567, { resolver, allowHosts })).resolves.toBe(
      '127.0.0.1',
    );
    expect(await codeOf(pickAddress('internal.test', 9001, { resolver, allowHosts }))).toBe(
      'address_not_allowed',
    );
    expect(await codeOf(pickAddress('loopback.test', 4567, { resolver, allowHosts }))).toBe(
      'address_not_allowed',
    );
  });
});

describe('createGuardedConnector: the socket goes to exactly the checked address', () => {
  it('pins the resolved IP, keeps the name for Host, SNI and the certificate check', async () => {
    const resolver = fakeResolver({ 'pins.example': PUBLIC_V4 });
    const { result, dialled, spy } = connectOnce(resolver, {
      hostname: 'pins.example',
      host: 'pins.example',
      protocol: 'https:',
      port: '',
      servername: 'pins.example',
    });
    expect((await result)?.message).toBe('recorded, not dialled');
    expect(spy.calls).toEqual([[PUBLIC_V4, 443]]);
    expect(dialled).toEqual([
      expect.objectContaining({
        hostname: PUBLIC_V4,
        host: 'pins.example',
        servername: 'pins.example',
        protocol: 'https:',
      }),
    ]);
    // One lookup per socket: nothing later can re-resolve the name to somewhere else.
    expect(resolver.calls).toEqual(['pins.example']);
  });

  it('a refused name never reaches the spy or the base connector', async () => {
    const resolver = fakeResolver({ 'rebind.test': ['127.0.0.1'] });
    const { result, dialled, spy } = connectOnce(resolver, {
      hostname: 'rebind.test',
      protocol: 'http:',
      port: '8080',
    });
    const error = await result;
    expect(error).toBeInstanceOf(GuardedFetchError);
    expect((error as GuardedFetchError).code).toBe('address_not_allowed');
    expect(spy.calls).toEqual([]);
    expect(dialled).toEqual([]);
  });

  it('an IPv6 literal arrives without brackets and is still checked', async () => {
    const { result, dialled, spy } = connectOnce(fakeResolver({}), {
      hostname: '::1',
      protocol: 'http:',
      port: '',
    });
    expect(((await result) as GuardedFetchError).code).toBe('address_not_allowed');
    expect(spy.calls).toEqual([]);
    expect(dialled).toEqual([]);
  });
});
