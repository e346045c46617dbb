// The issue: "The guarded fetcher has an explicit allowlist setting for internal hosts (off by
// default), so tests can serve pages from 127.0.0.1 while every other loopback and private
// address stays refused." These tests talk to real servers on 127.0.0.1 only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetcher, DEFAULT_USER_AGENT, GuardedFetchError } from '../../src/net';
import { connectSpy, fakeResolver, PNG_1X1, startServer, type LocalServer } from './net-fixtures';

let server: LocalServer;
let other: LocalServer;

beforeAll(async () => {
  const serve = (label: string) => async () =>
    startServer((req, res) => {
      if (req.url === '/pin.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(PNG_1X1);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(label);
    });
  server = await serve('allowlisted')();
  other = await serve('other')();
});
afterAll(async () => {
  await server.close();
  await other.close();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof GuardedFetchError ? error.code : `other: ${String(error)}`;
  }
}

describe('the allowlist is off by default', () => {
  it('without it, a server on 127.0.0.1 is refused even on an open port', async () => {
    const spy = connectSpy();
    const fetcher = createGuardedFetcher({
      resolver: fakeResolver({}),
      onConnect: spy,
      allowedPorts: [80, 443, server.port],
    });
    expect(await codeOf(fetcher.fetch(`${server.origin}/`))).toBe('address_not_allowed');
    expect(spy.calls).toEqual([]);
    await fetcher.close();
  });
});

describe('an allowlisted 127.0.0.1:<port> is fetched; every other loopback stays refused', () => {
  const resolver = fakeResolver({
    localhost: ['127.0.0.1', '::1'],
    'loopback.example': '127.0.0.1',
  });
  const spy = connectSpy();
  let fetcher: ReturnType<typeof createGuardedFetcher>;
  beforeAll(() => {
    fetcher = createGuardedFetcher({
      resolver,
      onConnect: spy,
      allowHosts: [`127.0.0.1:${server.port}`],
      // Open the other server's port too, so what refuses it below is the address check.
      allowedPorts: [80, 443, other.port],
    });
  });
  afterAll(() => fetcher.close());

  it('fetches from the allowlisted host and port, with the guarded fetcher’s headers', async () => {
    const response = await fetcher.fetch(`${server.origin}/hello`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('allowlisted');
    expect(response.finalUrl).toBe(`${server.origin}/hello`);
    const seen = server.requests.at(-1);
    expect(seen?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(seen?.headers['accept-encoding']).toBe('identity');
    expect(seen?.headers.cookie).toBeUndefined();
    expect(
      spy.calls.every(([address, port]) => address === '127.0.0.1' && port === server.port),
    ).toBe(true);
  });

  it('fetchImage works against the allowlisted host', async () => {
    const image = await fetcher.fetchImage(`${server.origin}/pin.png`);
    expect(image.format).toBe('png');
    expect(image.body.equals(PNG_1X1)).toBe(true);
  });

  it.each([
    ['another port on the same address', () => `http://127.0.0.1:${other.port}/`],
    ['localhost on another port', () => `http://localhost:${other.port}/`],
    ['a name resolving to 127.0.0.1', () => `http://loopback.example:${other.port}/`],
    ['IPv6 loopback', () => `http://[::1]:${other.port}/`],
    ['IPv4-mapped 127.0.0.1', () => `http://[::ffff:127.0.0.1]:${other.port}/`],
    ['127.0.0.2', () => `http://127.0.0.2:${other.port}/`],
    ['loopback on port 80', () => 'http://127.0.0.1/'],
    ['the metadata service', () => 'http://169.254.169.254/'],
    ['a private address', () => 'http://10.0.0.1/'],
  ])('%s is address_not_allowed', async (_label, url) => {
    const before = spy.calls.length;
    expect(await codeOf(fetcher.fetch(url()))).toBe('address_not_allowed');
    expect(spy.calls.length).toBe(before);
  });

  it('the allowlisted port does not open to other names for the same address', async () => {
    // localhost is not the allowlisted host, so its port is not opened either.
    const code = await codeOf(fetcher.fetch(`http://localhost:${server.port}/`));
    expect(code).toBe('port_not_allowed');
  });

  it('every spelling of the allowlisted address is the same host (URL normalises it)', async () => {
    const response = await fetcher.fetch(`http://0x7f.1:${server.port}/x`);
    expect(response.body.toString()).toBe('allowlisted');
    expect(response.finalUrl).toBe(`${server.origin}/x`);
  });
});

describe('an allowlisted name connects to the address the resolver gave, never re-resolved', () => {
  it('fixture.test -> 127.0.0.1 reaches the local server with Host: fixture.test', async () => {
    const resolver = fakeResolver({ 'fixture.test': '127.0.0.1' });
    const spy = connectSpy();
    const fetcher = createGuardedFetcher({
      resolver,
      onConnect: spy,
      allowHosts: ['fixture.test'],
    });
    // `.test` never resolves in real DNS, so success proves the pinned address was used.
    const response = await fetcher.fetch(`http://fixture.test:${server.port}/pinned`);
    expect(response.body.toString()).toBe('allowlisted');
    expect(server.requests.at(-1)?.headers.host).toBe(`fixture.test:${server.port}`);
    expect(spy.calls).toEqual([['127.0.0.1', server.port]]);
    expect(resolver.calls).toEqual(['fixture.test']);
    await fetcher.close();
  });

  it('an invalid allowlist entry is a programming error, reported at creation', () => {
    expect(() => createGuardedFetcher({ allowHosts: ['http://127.0.0.1/'] })).toThrow(/allowHosts/);
  });
});
