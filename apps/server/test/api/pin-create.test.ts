// PinResource create from an image address or a data string, and LinkPreviewResource (issue 5
// "Saving from a URL"): the server fetches through the guarded fetcher, which refuses private
// addresses unless FETCH_ALLOW_HOSTS names them; this suite allowlists one local test site.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
let site: Server;
let origin = '';
let jpeg: Buffer;
/** Requests the test site received for `/counted.jpg`: a fetch that must never happen. */
let countedFetches = 0;

const PRODUCT_PAGE = (base: string) => `<!doctype html><html><head>
<title>Walnut desk lamp | Lumen</title>
<meta property="og:title" content="Walnut desk lamp">
<meta property="og:description" content="A warm lamp &amp; a walnut base.">
<meta property="og:image" content="${base}/lamp.jpg">
<meta property="og:site_name" content="Lumen">
<link rel="canonical" href="${base}/lamp">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
 "name":"Walnut desk lamp","brand":{"@type":"Brand","name":"Lumen"},
 "offers":{"@type":"Offer","price":"89.00","priceCurrency":"USD",
 "availability":"https://schema.org/InStock"}}</script>
</head><body><img src="/other.jpg" width="400" height="300"><img src="/pixel.gif" width="1" height="1"></body></html>`;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .toBuffer();
  site = createServer((req, res) => {
    if (req.url === '/lamp' || req.url === '/lamp.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PRODUCT_PAGE(origin));
    } else if (req.url === '/counted.jpg') {
      countedFetches += 1;
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(jpeg);
    } else if (req.url === '/lamp.jpg' || req.url === '/other.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(jpeg);
    } else if (req.url === '/notes.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('just text');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  server = await startTestServer({ FETCH_ALLOW_HOSTS: `127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => site.close(resolve));
});

const newUser = async () => {
  const user = await createUser(server.ctx);
  return { user, api: await clientFor(server, user) };
};

describe('LinkPreviewResource get {url}', () => {
  it('reads a page: og:image first, its text, its domain and its product data', async () => {
    const { api } = await newUser();
    const res = await api.get('LinkPreviewResource', { url: `${origin}/lamp.html` });
    expect(res.status, res.raw).toBe(200);
    const preview = data(res);
    expect(preview).toMatchObject({
      kind: 'page',
      url: `${origin}/lamp`,
      domain: '127.0.0.1',
      title: 'Walnut desk lamp',
      description: 'A warm lamp & a walnut base.',
    });
    expect(preview.images.map((i: { url: string }) => i.url)).toEqual([
      `${origin}/lamp.jpg`,
      `${origin}/other.jpg`,
    ]);
    expect(preview.rich_metadata).toMatchObject({
      type_name: 'product',
      products: [{ offer_summary: { availability: 'in_stock', currency: 'USD' } }],
    });
  });

  it('shows offered images through a signed address of this server (pages allow same-origin images only)', async () => {
    const { api } = await newUser();
    const preview = data(await api.get('LinkPreviewResource', { url: `${origin}/lamp` }));
    const [first] = preview.images as { url: string; preview_url: string; width?: number }[];
    expect(first?.preview_url).toMatch(/^\/link-preview\/image\/\?u=.+&s=[\w-]{32}$/);
    // Sizes a page declares are not checked, so none are passed on.
    expect(first?.width).toBeUndefined();
    const shown = await api.request('GET', first!.preview_url);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const forged = first!.preview_url.replace(
      /u=[^&]+/,
      `u=${encodeURIComponent(`${origin}/other.jpg`)}`,
    );
    expect((await api.request('GET', forged)).status).toBe(404);
    const signedOut = await clientFor(server, null);
    expect((await signedOut.request('GET', first!.preview_url)).status).toBe(404);
  });

  it('reads an image address as an image', async () => {
    const { api } = await newUser();
    const preview = data(await api.get('LinkPreviewResource', { url: `${origin}/lamp.jpg` }));
    expect(preview).toMatchObject({ kind: 'image', images: [{ url: `${origin}/lamp.jpg` }] });
  });

  it.each([
    ['a private address', 'http://10.0.0.7/page', /private network/],
    ['loopback on a port not allowlisted', 'http://127.0.0.1:9/page', /private network|ports/],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', /private network/],
    ['a file: address', 'file:///etc/passwd', /http:\/\/ and https:\/\//],
  ])('refuses %s with a clear message', async (_what, url, message) => {
    const { api } = await newUser();
    const res = await api.get('LinkPreviewResource', { url });
    expect(errorCode(res), res.raw).toBe('invalid_parameters');
    expect(res.body.resource_response.error?.message).toMatch(message);
  });

  it('refuses something that is neither a page nor an image', async () => {
    const { api } = await newUser();
    const res = await api.get('LinkPreviewResource', { url: `${origin}/notes.txt` });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.error?.message).toMatch(/JPEG, PNG, WebP or GIF/);
  });

  it('needs a signed-in person (every preview is a server-side fetch)', async () => {
    const api = await clientFor(server, null);
    expect(errorCode(await api.get('LinkPreviewResource', { url: `${origin}/lamp` }))).toBe(
      'unauthorized',
    );
  });
});

describe('PinResource create from an address or a data string', () => {
  it('fetches image_url through the guarded fetcher and keeps the rich data of the previewed page', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    await api.get('LinkPreviewResource', { url: `${origin}/lamp` });
    const res = await api.post('PinResource', 'create', {
      board_id: board.id,
      image_url: `${origin}/lamp.jpg`,
      link: `${origin}/lamp`,
      title: 'Walnut desk lamp',
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res)).toMatchObject({
      pinner: { id: user.id },
      link: `${origin}/lamp`,
      images: { '236x': { width: 236, height: 177 } },
      rich_metadata: { type_name: 'product', site_name: 'Lumen' },
    });
  });

  it('refuses an image_url in private space, and a page that is not an image', async () => {
    const { api } = await newUser();
    for (const [url, message] of [
      ['http://192.168.1.1/cam.jpg', /private network/],
      [`${origin}/lamp`, /JPEG, PNG, WebP or GIF/],
    ] as const) {
      const res = await api.post('PinResource', 'create', { image_url: url });
      expect(errorCode(res), res.raw).toBe('invalid_parameters');
      expect(res.body.resource_response.error?.message).toMatch(message);
    }
  });

  it('takes image_base64 as a data string', async () => {
    const { api } = await newUser();
    const res = await api.post('PinResource', 'create', {
      image_base64: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      title: 'From a data string',
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res).images['orig']).toMatchObject({ width: 400, height: 300 });
  });

  it.each([
    ['a number', 12345],
    ['an object', { data: 'abc' }],
    ['text that is not base64', 'hello, world!'],
    ['an empty data string', 'data:image/png;base64,'],
  ])("answers image_base64 as %s with 'Invalid Image'", async (_what, value) => {
    const { api } = await newUser();
    const res = await api.post('PinResource', 'create', { image_base64: value });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.error?.message).toBe('Invalid Image');
  });

  it('answers a data string that decodes to something other than an image with a clear reason', async () => {
    const { api } = await newUser();
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const res = await api.post('PinResource', 'create', { image_base64: html });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.error?.message).toMatch(/JPEG, PNG, WebP and GIF/);
  });

  it('wants exactly one image source', async () => {
    const { api } = await newUser();
    for (const options of [
      { title: 'no image' },
      { image_url: `${origin}/lamp.jpg`, image_base64: jpeg.toString('base64') },
    ]) {
      const res = await api.post('PinResource', 'create', options);
      expect(errorCode(res)).toBe('invalid_parameters');
      expect(res.body.resource_response.error?.message).toMatch(/Choose one image/);
    }
  });

  it('makes the method button_external when it is "button" and no guid is given (spec 002 §7, req 002-7.20)', async () => {
    const { api } = await newUser();
    const base64 = jpeg.toString('base64');
    const made = async (extra: object) => {
      const res = await api.post('PinResource', 'create', { image_base64: base64, ...extra });
      expect(res.status, res.raw).toBe(200);
      const row = await server.ctx.stores.pins.byId(data(res).id);
      return row?.method;
    };
    expect(await made({ method: 'button' })).toBe('button_external');
    expect(await made({ method: 'button', guid: 'abc-123' })).toBe('button');
    expect(await made({})).toBe('uploaded');
  });

  it("refuses a board the person can't save to (not_found for someone else's secret board)", async () => {
    const { api } = await newUser();
    const other = await createUser(server.ctx);
    const secret = await createBoard(server.ctx, other.id, { privacy: 'secret' });
    const res = await api.post('PinResource', 'create', {
      image_base64: jpeg.toString('base64'),
      board_id: secret.id,
    });
    expect(errorCode(res)).toBe('not_found');
  });
});

describe('PinResource create checks the board before any fetch or media work', () => {
  const imageRows = async () =>
    Number(
      (
        await server.ctx.storage.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['signed out', 'unauthorized', 'public', false],
    ["someone else's secret board", 'not_found', 'secret', true],
    ["someone else's public board", 'forbidden', 'public', true],
  ] as const)(
    'image_url to %s answers %s and the address is never fetched',
    async (_case, expected, privacy, signedIn) => {
      const { user, api: signedInApi } = await newUser();
      const other = await createUser(server.ctx);
      const board = await createBoard(server.ctx, other.id, { privacy });
      const api = signedIn ? signedInApi : await clientFor(server, null);
      const before = countedFetches;
      const res = await api.post('PinResource', 'create', {
        board_id: board.id,
        image_url: `${origin}/counted.jpg`,
      });
      expect(errorCode(res), res.raw).toBe(expected);
      expect(countedFetches).toBe(before);
      // Nothing was charged to the person's upload quota either.
      expect((await server.ctx.stores.uploads.countSince(user.id, 0)).count).toBe(0);
    },
  );

  it('image_base64 to a board the person may not save to is refused before any image is processed', async () => {
    const { user, api } = await newUser();
    const other = await createUser(server.ctx);
    const board = await createBoard(server.ctx, other.id);
    const distinct = await sharp({
      create: { width: 17, height: 19, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const before = await imageRows();
    const res = await api.post('PinResource', 'create', {
      board_id: board.id,
      image_base64: distinct.toString('base64'),
    });
    expect(errorCode(res)).toBe('forbidden');
    expect(await imageRows()).toBe(before);
    expect((await server.ctx.stores.uploads.countSince(user.id, 0)).count).toBe(0);
  });

  it('a section that is not on the board is refused before the fetch', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const before = countedFetches;
    const res = await api.post('PinResource', 'create', {
      board_id: board.id,
      section: '999999999',
      image_url: `${origin}/counted.jpg`,
    });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(countedFetches).toBe(before);
  });

  it('a board the person may save to is fetched once', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const before = countedFetches;
    const res = await api.post('PinResource', 'create', {
      board_id: board.id,
      image_url: `${origin}/counted.jpg`,
    });
    expect(res.status, res.raw).toBe(200);
    expect(countedFetches).toBe(before + 1);
  });
});
