// docs/DESIGN.md §5: "every redirect re-checked, at most 5". The issue: "redirects into private
// space, more than 5 redirects ... All refused with a clear error."
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetcher, GuardedFetchError, type GuardedFetcher } from '../../src/net';
import {
  connectSpy,
  fakeResolver,
  PNG_1X1,
  startServer,
  type ConnectSpy,
  type LocalServer,
} from './net-fixtures';

let server: LocalServer;
let internal: LocalServer;
let fetcher: GuardedFetcher;
let spy: ConnectSpy;

beforeAll(async () => {
  // Stands for a service inside the network: nothing may redirect the fetcher into it.
  internal = await startServer((_req, res) => res.end('internal secret'));
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hop = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]);
      if (left === 0) {
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_1X1);
      } else {
        // Alternate status codes and relative/absolute Locations: all are followed alike.
        const status = [301, 302, 303, 307, 308][left % 5] ?? 302;
        const next = left % 2 ? `/hops/${left - 1}` : `${server.origin}/hops/${left - 1}`;
        res.writeHead(status, { location: next }).end();
      }
      return;
    }
    if (url.pathname === '/to') {
      res.writeHead(302, { location: url.searchParams.get('location') ?? '/' }).end();
      return;
    }
    if (url.pathname === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
      return;
    }
    if (url.pathname === '/no-location') {
      res.writeHead(302).end('nowhere');
      return;
    }
    res.writeHead(404).end();
  });
  spy = connectSpy();
  fetcher = createGuardedFetcher({
    resolver: fakeResolver({
      localhost: ['127.0.0.1', '::1'],
      'private.example': '10.0.0.7',
      'mixed.example': ['93.184.216.34', '192.168.1.20'],
    }),
    onConnect: spy,
    allowHosts: [`127.0.0.1:${server.port}`],
    // Open the internal server's port, so the address check is what refuses it.
    allowedPorts: [80, 443, internal.port],
  });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
  await internal.close();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof GuardedFetchError ? error.code : `other: ${String(error)}`;
  }
}

const via = (location: string) => `${server.origin}/to?location=${encodeURIComponent(location)}`;

describe('a redirect into private space is refused', () => {
  it.each([
    ['http://10.0.0.1/', 'address_not_allowed'],
    ['http://169.254.169.254/latest/meta-data/iam/', 'address_not_allowed'],
    ['http://0x7f.1/', 'address_not_allowed'],
    ['http://2130706433/', 'address_not_allowed'],
    ['http://[::ffff:127.0.0.1]/', 'address_not_allowed'],
    ['http://[::1]/', 'address_not_allowed'],
    ['http://private.example/', 'address_not_allowed'],
    ['http://mixed.example/', 'address_not_allowed'],
    ['file:///etc/passwd', 'scheme_not_allowed'],
    ['gopher://127.0.0.1:6379/_INFO', 'scheme_not_allowed'],
    ['http://admin:admin@10.0.0.1/', 'credentials_not_allowed'],
    ['http://127.0.0.1:22/', 'port_not_allowed'],
    ['http://[::1', 'invalid_url'],
  ])('a redirect to %s is %s', async (location, code) => {
    expect(await codeOf(fetcher.fetch(via(location)))).toBe(code);
  });

  it('a redirect to localhost:<other port> is refused and the internal server never hears of it', async () => {
    const before = internal.requests.length;
    const location = `http://localhost:${internal.port}/`;
    expect(await codeOf(fetcher.fetch(via(location)))).toBe('address_not_allowed');
    expect(await codeOf(fetcher.fetch(via(`http://127.0.0.1:${internal.port}/`)))).toBe(
      'address_not_allowed',
    );
    expect(internal.requests.length).toBe(before);
  });

  it('the connect spy only ever saw the allowlisted server', () => {
    expect(spy.calls.length).toBeGreaterThan(0);
    for (const [address, port] of spy.calls) {
      expect([address, port]).toEqual(['127.0.0.1', server.port]);
    }
  });
});

describe('at most 5 redirects', () => {
  it('exactly 5 redirects are followed to the image', async () => {
    const image = await fetcher.fetchImage(`${server.origin}/hops/5`);
    expect(image.redirects).toBe(5);
    expect(image.finalUrl).toBe(`${server.origin}/hops/0`);
    expect(image.format).toBe('png');
  });

  it('a 6th redirect is too_many_redirects', async () => {
    expect(await codeOf(fetcher.fetchImage(`${server.origin}/hops/6`))).toBe('too_many_redirects');
  });

  it('a redirect loop is too_many_redirects', async () => {
    const before = server.requests.length;
    expect(await codeOf(fetcher.fetch(`${server.origin}/loop`))).toBe('too_many_redirects');
    // The first request and 5 followed redirects: the 6th Location is never requested.
    expect(server.requests.length - before).toBe(6);
  });

  it('a lower maxRedirects is honoured', async () => {
    const strict = createGuardedFetcher({
      resolver: fakeResolver({}),
      allowHosts: [`127.0.0.1:${server.port}`],
      maxRedirects: 1,
    });
    expect(await codeOf(strict.fetch(`${server.origin}/hops/1`))).toBe('ok');
    expect(await codeOf(strict.fetch(`${server.origin}/hops/2`))).toBe('too_many_redirects');
    await strict.close();
  });

  it('a 3xx without a Location is an http_error, not a redirect', async () => {
    const error = await fetcher.fetch(`${server.origin}/no-location`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GuardedFetchError);
    expect((error as GuardedFetchError).code).toBe('http_error');
    expect((error as GuardedFetchError).status).toBe(302);
  });
});
