// docs/DESIGN.md §5: "30 s total deadline; body cap (10 MB for images)". The issue: "a server that
// drips one byte a second (aborted by the deadline), a body over the cap ... All refused with a
// clear error." Deadlines here are short so the suite stays fast; the rule is the same.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGuardedFetcher,
  DEFAULT_DEADLINE_MS,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  GuardedFetchError,
  IMAGE_MAX_BYTES,
  type GuardedFetcher,
} from '../../src/net';
import { closedPort, fakeResolver, PNG_1X1, startServer, type LocalServer } from './net-fixtures';

const MB = 1024 * 1024;
let server: LocalServer;
let fetcher: GuardedFetcher;
/** Set when the server saw the fetcher hang up before the body was complete. */
const hungUp = new Set<string>();

function drip(res: ServerResponse, bytes: Buffer | string, everyMs: number, path: string) {
  const data = Buffer.from(bytes);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= data.length) {
      clearInterval(timer);
      res.end();
      return;
    }
    res.write(data.subarray(sent, sent + 1));
    sent += 1;
  }, everyMs);
  res.on('close', () => {
    clearInterval(timer);
    if (sent < data.length) hungUp.add(path);
  });
}

/** Writes chunks until the client goes away (or a lot has been sent). */
function endless(res: ServerResponse, chunk: Buffer, path: string) {
  let sent = 0;
  const pump = () => {
    while (!res.destroyed && sent < 200 * MB) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('close', () => {
    if (sent < 200 * MB) hungUp.add(path);
  });
  pump();
}

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url ?? '/';
    switch (path) {
      case '/drip-body':
        res.writeHead(200, { 'content-type': 'image/png' });
        return drip(res, PNG_1X1, 1_000, path);
      case '/drip-headers':
        // Accepts the request and never answers: the deadline covers waiting for headers.
        return;
      case '/over-cap-chunked':
        res.writeHead(200, { 'content-type': 'image/png' });
        return endless(
          res,
          Buffer.concat([PNG_1X1, Buffer.alloc(64 * 1024 - PNG_1X1.length)]),
          path,
        );
      case '/over-cap-declared':
        // Declares 20 MB and sends nothing: refused from the header, not by the deadline.
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(20 * MB) });
        res.flushHeaders();
        return;
      case '/exactly-cap':
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(Buffer.alloc(1000, 1));
      case '/html-as-png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return endless(
          res,
          Buffer.from('<html><body>not an image</body></html>'.repeat(1000)),
          path,
        );
      case '/svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        return res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      case '/empty':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end();
      case '/png-as-text':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end(PNG_1X1);
      case '/missing':
        return res.writeHead(404, { 'content-type': 'image/png' }).end(PNG_1X1);
      case '/error':
        return res.writeHead(500).end('boom');
      default:
        return res.writeHead(404).end();
    }
  });
  fetcher = createGuardedFetcher({
    resolver: fakeResolver({}),
    allowHosts: [`127.0.0.1:${server.port}`],
  });
});
afterAll(async () => {
  await fetcher.close();
  await server.close();
});

async function failure(promise: Promise<unknown>): Promise<GuardedFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GuardedFetchError) return error;
    throw error;
  }
  throw new Error('the fetch succeeded');
}

describe('the defaults are those of docs/DESIGN.md §5', () => {
  it('30 s deadline, 10 MB cap, at most 5 redirects', () => {
    expect(DEFAULT_DEADLINE_MS).toBe(30_000);
    expect(DEFAULT_MAX_BYTES).toBe(10 * MB);
    expect(IMAGE_MAX_BYTES).toBe(10 * MB);
    expect(DEFAULT_MAX_REDIRECTS).toBe(5);
  });
});

describe('one deadline covers connect, headers, redirects and the whole body', () => {
  it('a server that drips one byte a second is aborted by the deadline', async () => {
    const error = await failure(
      fetcher.fetchImage(`${server.origin}/drip-body`, { deadlineMs: 1_500 }),
    );
    expect(error.code).toBe('timeout');
    await expect.poll(() => hungUp.has('/drip-body')).toBe(true);
  });

  it('a server that never sends headers is aborted by the deadline', async () => {
    const error = await failure(
      fetcher.fetch(`${server.origin}/drip-headers`, { deadlineMs: 500 }),
    );
    expect(error.code).toBe('timeout');
  });

  it('a resolver that never answers is aborted by the deadline', async () => {
    const stuck = createGuardedFetcher({
      resolver: () => new Promise(() => undefined),
      deadlineMs: 300,
    });
    expect((await failure(stuck.fetch('https://slow-dns.example/'))).code).toBe('timeout');
    await stuck.close();
  });

  it('a stuck lookup is also bounded per socket, so it cannot hold a connection slot', async () => {
    const stuck = createGuardedFetcher({
      resolver: () => new Promise(() => undefined),
      connectTimeoutMs: 200,
    });
    expect((await failure(stuck.fetch('https://slow-dns.example/'))).code).toBe('timeout');
    await stuck.close();
  });
});

describe('the body cap is enforced while streaming', () => {
  it('an image body over 10 MB is too_large, and the download stops there', async () => {
    const error = await failure(fetcher.fetchImage(`${server.origin}/over-cap-chunked`));
    expect(error.code).toBe('too_large');
    // The server was still writing when the fetcher hung up: the rest was never buffered.
    await expect.poll(() => hungUp.has('/over-cap-chunked')).toBe(true);
  });

  it('a declared Content-Length over the cap is refused before the body is read', async () => {
    const error = await failure(
      fetcher.fetchImage(`${server.origin}/over-cap-declared`, { deadlineMs: 10_000 }),
    );
    expect(error.code).toBe('too_large');
  });

  it('a per-call cap is honoured: maxBytes is allowed, one byte more is not', async () => {
    const exact = await fetcher.fetch(`${server.origin}/exactly-cap`, { maxBytes: 1000 });
    expect(exact.body.length).toBe(1000);
    const error = await failure(fetcher.fetch(`${server.origin}/exactly-cap`, { maxBytes: 999 }));
    expect(error.code).toBe('too_large');
  });
});

describe('an image is decided by its bytes, not by its Content-Type', () => {
  it('HTML served as image/png is not_an_image, refused after its first bytes', async () => {
    const error = await failure(fetcher.fetchImage(`${server.origin}/html-as-png`));
    expect(error.code).toBe('not_an_image');
    expect(error.message).toBe("That address doesn't point to a JPEG, PNG, WebP or GIF image.");
    await expect.poll(() => hungUp.has('/html-as-png')).toBe(true);
  });

  it('SVG is not_an_image', async () => {
    expect((await failure(fetcher.fetchImage(`${server.origin}/svg`))).code).toBe('not_an_image');
  });

  it('an empty body is not_an_image', async () => {
    expect((await failure(fetcher.fetchImage(`${server.origin}/empty`))).code).toBe('not_an_image');
  });

  it('a PNG served as text/plain is still a PNG', async () => {
    const image = await fetcher.fetchImage(`${server.origin}/png-as-text`);
    expect(image.format).toBe('png');
    expect(image.contentType).toBe('text/plain');
  });
});

describe('failures of the far end', () => {
  it.each([
    ['/missing', 404],
    ['/error', 500],
  ])('%s answers %i: http_error with the status', async (path, status) => {
    const error = await failure(fetcher.fetchImage(`${server.origin}${path}`));
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(status);
  });

  it('a refused connection is network_error', async () => {
    const port = await closedPort();
    const local = createGuardedFetcher({
      resolver: fakeResolver({}),
      allowHosts: [`127.0.0.1:${port}`],
    });
    const error = await failure(local.fetch(`http://127.0.0.1:${port}/`));
    expect(error.code).toBe('network_error');
    expect(error.message).toBe("Corkboard couldn't connect to that site. Please try again later.");
    await local.close();
  });
});
