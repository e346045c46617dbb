// Link previews read HTML through the guarded fetcher: only text/html and
// application/xhtml+xml are read, decoded with the charset the page declares, and cut at 2 MB
// (a preview needs only the <head>).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGuardedFetcher,
  GuardedFetchError,
  PAGE_MAX_BYTES,
  type GuardedFetcher,
} from '../../src/net';
import { fakeResolver, startServer, type LocalServer } from './net-fixtures';

let server: LocalServer;
let fetcher: GuardedFetcher;

const PAGES: Record<string, { type?: string; body: Buffer }> = {
  '/utf8': { type: 'text/html; charset=utf-8', body: Buffer.from('<title>Crème brûlée</title>') },
  '/latin1-header': {
    type: 'text/html; charset=ISO-8859-1',
    body: Buffer.from('<title>Cr\u00e8me br\u00fbl\u00e9e</title>', 'latin1'),
  },
  '/latin1-meta': {
    type: 'text/html',
    body: Buffer.from('<meta charset="windows-1252"><title>Caf\u00e9</title>', 'latin1'),
  },
  '/http-equiv': {
    type: 'text/html',
    body: Buffer.from(
      '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>na\u00efve',
      'latin1',
    ),
  },
  '/shift-jis': {
    type: 'text/html; charset="Shift_JIS"',
    body: Buffer.from([0x82, 0xa0]), // あ
  },
  '/bogus-charset': { type: 'text/html; charset=klingon', body: Buffer.from('<p>ok é</p>') },
  '/bom': { type: 'text/html; charset=iso-8859-1', body: Buffer.from('\ufeff<p>é</p>') },
  '/xhtml': { type: 'application/xhtml+xml', body: Buffer.from('<html/>') },
  '/json': { type: 'application/json', body: Buffer.from('{}') },
  '/no-type': { body: Buffer.from('<html></html>') },
  '/image': { type: 'image/png', body: Buffer.from('\x89PNG') },
  '/huge': { type: 'text/html', body: Buffer.alloc(PAGE_MAX_BYTES + 10, 'a') },
};

beforeAll(async () => {
  server = await startServer((req, res) => {
    const page = PAGES[req.url ?? ''];
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, page.type ? { 'content-type': page.type } : {});
    res.end(page.body);
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

describe('fetchPage reads HTML pages only', () => {
  it.each(['/json', '/no-type', '/image'])(
    '%s is not_a_page, refused from its headers',
    async (path) => {
      const error = await fetcher.fetchPage(`${server.origin}${path}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GuardedFetchError);
      expect((error as GuardedFetchError).code).toBe('not_a_page');
    },
  );

  it('application/xhtml+xml is a page', async () => {
    expect((await fetcher.fetchPage(`${server.origin}/xhtml`)).html).toBe('<html/>');
  });

  it('sends an Accept header asking for HTML', async () => {
    await fetcher.fetchPage(`${server.origin}/utf8`);
    expect(server.requests.at(-1)?.headers.accept).toMatch(/^text\/html/);
  });
});

describe('fetchPage decodes with the charset the page declares', () => {
  it.each([
    ['/utf8', 'utf-8', '<title>Crème brûlée</title>'],
    ['/latin1-header', 'windows-1252', '<title>Crème brûlée</title>'],
    ['/latin1-meta', 'windows-1252', '<meta charset="windows-1252"><title>Café</title>'],
    ['/shift-jis', 'shift_jis', 'あ'],
    ['/bogus-charset', 'utf-8', '<p>ok é</p>'],
    ['/bom', 'utf-8', '<p>é</p>'],
  ])('%s decodes as %s', async (path, charset, html) => {
    const page = await fetcher.fetchPage(`${server.origin}${path}`);
    expect(page.charset).toBe(charset);
    expect(page.html).toBe(html);
  });

  it('a charset in <meta http-equiv> is honoured', async () => {
    const page = await fetcher.fetchPage(`${server.origin}/http-equiv`);
    expect(page.html.endsWith('<p>naïve')).toBe(true);
  });
});

describe('a page past the cap is cut, not refused', () => {
  it('the first 2 MB are kept and the page says it was truncated', async () => {
    const page = await fetcher.fetchPage(`${server.origin}/huge`);
    expect(page.truncated).toBe(true);
    expect(page.html.length).toBe(PAGE_MAX_BYTES);
  });

  it('a small page is not truncated', async () => {
    expect((await fetcher.fetchPage(`${server.origin}/utf8`)).truncated).toBe(false);
  });
});
