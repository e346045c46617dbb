// Leaving safely (issue 14; API.md "Outbound links"; spec 000 §5 "Links and clickthrough", §7):
// the verdict of a URL (the table below, through the real parse: WHATWG URL, the public-suffix
// list, punycode), `GET|POST /v3/offsite/` signed in and out, the right-click clickthrough,
// `/offsite/` (302 only with the server's token, else a page), the list import, and pin create
// and edit refusing a blocked link. On both engines.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionChipAuxData, LINK_REASONS, OFFSITE_PAGE } from '@corkboard/domain';
import { importLinkList } from '../../src/commands/import-link-list';
import type { ApiClient } from './client';
import { toJson } from '../../src/storage/row-mapping';
import { createBoard, createImage, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
let ada: ApiClient;
let visitor: ApiClient;
let adaId: string;
let board: { id: string; privacy: string };
let secret: { id: string; privacy: string };
let pngData = '';

beforeAll(async () => {
  server = await startTestServer();
  const ctx = server.ctx;
  const a = await createUser(ctx, { first_name: 'Ada' });
  adaId = a.id;
  board = await createBoard(ctx, a.id, { name: 'Links' });
  secret = await createBoard(ctx, a.id, { name: 'Hidden', privacy: 'secret' });
  ada = await clientFor(server, a);
  visitor = await clientFor(server, null);
  await importLinkList(ctx.storage, {
    source: 'test-blocklist.txt',
    verdict: 'blocked',
    reason: '',
    text: '0.0.0.0 malware.example\n0.0.0.0 phish.example\nhttps://share.example/bad/\n',
  });
  await importLinkList(ctx.storage, {
    source: 'test-adult.txt',
    verdict: 'porn',
    reason: '',
    text: '||adult.example^\n',
  });
  await importLinkList(ctx.storage, {
    source: 'test-spam.txt',
    verdict: 'suspicious',
    reason: 'Known for spam.',
    text: 'spammy.example\n',
  });
  // The operator's own rules: a reason of their own, and an allow that beats a list.
  const at = Date.now();
  await ctx.stores.links.create(
    { match: 'domain', value: 'scam.example', verdict: 'blocked', reason: 'Sells fake tickets.' },
    null,
    at,
  );
  await ctx.stores.links.create(
    { match: 'domain', value: 'safe.malware.example', verdict: 'allowed', reason: '' },
    null,
    at,
  );
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
    .png()
    .toBuffer();
  pngData = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(() => server.close());

const check = (api: ApiClient, query: Record<string, string>) =>
  api.request('GET', `/v3/offsite/?${new URLSearchParams(query).toString()}`);

/** The verdict table: at least 60 URLs, look-alikes included. */
const TABLE: [string, string, string][] = [
  // Ordinary sites.
  ['https://example.com/page', 'allowed', ''],
  ['http://example.com/', 'allowed', ''],
  ['https://www.wikipedia.org/wiki/Bread', 'allowed', ''],
  ['https://blog.example.org/2024/01/soup?ref=corkboard', 'allowed', ''],
  ['https://shop.example.co.uk/lamp', 'allowed', ''],
  ['https://xn--e1afmkfd.xn--p1ai/', 'allowed', ''], // пример.рф: one script throughout
  ['https://例え.jp/', 'allowed', ''],
  ['https://my-site.github.io/recipes', 'allowed', ''],
  ['https://EXAMPLE.COM/UPPER', 'allowed', ''],
  ['https://example.com:8443/port', 'allowed', ''],
  ['https://example.com./trailing-dot', 'allowed', ''],
  // The real well-known sites.
  ['https://www.google.com/search?q=bread', 'allowed', ''],
  ['https://mail.google.com/', 'allowed', ''],
  ['https://www.paypal.com/signin', 'allowed', ''],
  ['https://paypal.co.uk/', 'allowed', ''],
  ['https://github.com/corkboard', 'allowed', ''],
  ['https://www.amazon.com/dp/B000', 'allowed', ''],
  ['https://apple.com/', 'allowed', ''],
  // Not web links.
  ['javascript:alert(1)', 'blocked', LINK_REASONS.notHttp],
  ['data:text/html,<b>hi</b>', 'blocked', LINK_REASONS.notHttp],
  ['ftp://files.example.com/x', 'blocked', LINK_REASONS.notHttp],
  ['file:///etc/passwd', 'blocked', LINK_REASONS.notHttp],
  ['mailto:someone@example.com', 'blocked', LINK_REASONS.notHttp],
  ['not a url', 'blocked', LINK_REASONS.unreadable],
  ['//example.com/no-scheme', 'blocked', LINK_REASONS.unreadable],
  // The imported lists and the operator's rules.
  ['https://malware.example/', 'blocked', LINK_REASONS.listed.blocked],
  ['http://malware.example/download.exe', 'blocked', LINK_REASONS.listed.blocked],
  ['https://cdn.malware.example/a.js', 'blocked', LINK_REASONS.listed.blocked],
  ['https://MALWARE.example/', 'blocked', LINK_REASONS.listed.blocked],
  ['https://safe.malware.example/', 'allowed', ''],
  ['https://phish.example/login', 'blocked', LINK_REASONS.listed.blocked],
  ['https://share.example/bad/page', 'blocked', LINK_REASONS.listed.blocked],
  ['https://share.example/good/page', 'allowed', ''],
  ['https://adult.example/', 'porn', LINK_REASONS.listed.porn],
  ['https://www.adult.example/x', 'porn', LINK_REASONS.listed.porn],
  ['https://spammy.example/', 'suspicious', 'Known for spam.'],
  ['https://scam.example/tickets', 'blocked', 'Sells fake tickets.'],
  ['https://notmalware.example/', 'allowed', ''],
  // A name before "@".
  ['https://bank.example@evil.example/', 'suspicious', LINK_REASONS.userInfo],
  ['https://user:pass@example.com/', 'suspicious', LINK_REASONS.userInfo],
  ['https://www.paypal.com@198.51.100.7/', 'suspicious', LINK_REASONS.userInfo],
  // IP literals, in every spelling the URL parser reads as one.
  ['http://198.51.100.7/', 'suspicious', LINK_REASONS.ipAddress],
  ['http://[2001:db8::1]/', 'suspicious', LINK_REASONS.ipAddress],
  ['http://3325256711/', 'suspicious', LINK_REASONS.ipAddress],
  ['http://0xC6.0x33.0x64.0x07/', 'suspicious', LINK_REASONS.ipAddress],
  ['http://127.0.0.1:8080/', 'suspicious', LINK_REASONS.ipAddress],
  // Look-alikes of well-known sites.
  ['https://pаypal.com/', 'suspicious', LINK_REASONS.imitates('paypal.com')], // Cyrillic а
  ['https://xn--pypal-4ve.com/', 'suspicious', LINK_REASONS.imitates('paypal.com')],
  ['https://paypa1.com/', 'suspicious', LINK_REASONS.imitates('paypal.com')],
  ['https://g00gle.com/', 'suspicious', LINK_REASONS.imitates('google.com')],
  ['https://gооgle.com/', 'suspicious', LINK_REASONS.imitates('google.com')], // Cyrillic о
  ['https://rnicrosoft.com/', 'suspicious', LINK_REASONS.imitates('microsoft.com')],
  ['https://faceb00k.net/', 'suspicious', LINK_REASONS.imitates('facebook.com')],
  ['https://аpple.com/', 'suspicious', LINK_REASONS.imitates('apple.com')],
  ['https://amazon-security.example.com/', 'allowed', ''],
  ['https://paypal.com.account-check.example/', 'suspicious', LINK_REASONS.imitates('paypal.com')],
  ['https://www.google.com.login.example/', 'suspicious', LINK_REASONS.imitates('google.com')],
  ['https://yοutube.com/', 'suspicious', LINK_REASONS.imitates('youtube.com')], // Greek ο
  ['https://pinterést.com/', 'suspicious', LINK_REASONS.imitates('pinterest.com')],
  // Mixed scripts in one label.
  ['https://shoр.example/', 'suspicious', LINK_REASONS.mixedScript], // Cyrillic р
  ['https://bаnk-of-somewhere.example/', 'suspicious', LINK_REASONS.mixedScript],
  ['https://cafe.example/', 'allowed', ''],
];

describe('the verdict of a URL: "allowed | suspicious | blocked | porn, with a reason a person can read"', () => {
  it('the table holds at least 60 URLs', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  it.each(TABLE)('%s → %s', async (url, verdict, reason) => {
    const res = await check(visitor, { url });
    expect(res.status).toBe(200);
    const answer = data(res) as { redirect_status: string; message: string };
    expect(answer.redirect_status).toBe(verdict);
    expect(answer.message).toBe(reason);
  });
});

describe('GET|POST /v3/offsite/', () => {
  it('answers data {message, redirect_status, url} and the host, signed in and signed out', async () => {
    for (const api of [ada, visitor]) {
      const res = await check(api, { url: 'https://malware.example/x', check_only: 'true' });
      expect(data(res)).toMatchObject({
        redirect_status: 'blocked',
        url: 'https://malware.example/x',
        host: 'malware.example',
        offsite_url: null,
      });
    }
  });

  it('signs the /offsite/ address only for a link the named, visible pin carries', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const own = data(await check(visitor, { url: 'https://example.com/page', pin_id: pin }));
    expect(own.offsite_url).toMatch(
      /^\/offsite\/\?token=[\w-]+&url=https%3A%2F%2Fexample\.com%2Fpage&pin=\d+&csr=1$/,
    );
    const other = data(await check(visitor, { url: 'https://elsewhere.example/', pin_id: pin }));
    expect(other.redirect_status).toBe('allowed');
    expect(other.offsite_url).toBeNull();
    const hidden = await createPin(server.ctx, secret, adaId);
    expect(
      data(await check(visitor, { url: 'https://example.com/page', pin_id: hidden })).offsite_url,
    ).toBeNull();
    expect(
      data(await check(ada, { url: 'https://example.com/page', pin_id: hidden })).offsite_url,
    ).not.toBeNull();
  });

  it('refuses a missing url or a malformed pin id with invalid_parameters', async () => {
    expect(errorCode(await check(visitor, {}))).toBe('invalid_parameters');
    expect(errorCode(await check(visitor, { url: 'https://a.example/', pin_id: 'x' }))).toBe(
      'invalid_parameters',
    );
    expect(errorCode(await check(visitor, { url: 'x'.repeat(3000) }))).toBe('invalid_parameters');
  });

  it('POST needs the CSRF header like every write', async () => {
    const res = await visitor.request(
      'POST',
      '/v3/offsite/',
      JSON.stringify({ url: 'https://example.com/' }),
      { 'content-type': 'application/json' },
    );
    expect(errorCode(res)).toBe('csrf_failed');
  });

  const rightClick = (api: ApiClient, body: Record<string, unknown>) =>
    api.request('POST', '/v3/offsite/', JSON.stringify(body), {
      'content-type': 'application/json',
      'x-csrftoken': api.cookies.get('csrftoken') ?? '',
    });

  it('records a right-click clickthrough (check_only false, aux_data clickthrough_type rightClick)', async () => {
    await visitor.request('GET', '/healthz');
    const pin = await createPin(server.ctx, board, adaId);
    const aux = JSON.stringify({ clickthrough_type: 'rightClick', objectId: pin });
    const res = await rightClick(visitor, {
      url: 'https://example.com/page',
      pin_id: pin,
      check_only: false,
      aux_data: aux,
    });
    expect(data(res).redirect_status).toBe('allowed');
    expect(await server.ctx.stores.links.clickthroughCount(pin)).toBe(1);
    // "Right-click logging ignores media file extensions ... and pin-page links", a check
    // only records nothing, and neither does a link the pin does not carry.
    await server.ctx.storage.db
      .updateTable('pins')
      .set({ link: 'https://example.com/photo.JPG' })
      .where('id', '=', pin)
      .execute();
    await rightClick(visitor, {
      url: 'https://example.com/photo.JPG',
      pin_id: pin,
      check_only: false,
      aux_data: aux,
    });
    await rightClick(visitor, {
      url: 'https://example.com/page',
      pin_id: pin,
      check_only: true,
      aux_data: aux,
    });
    await rightClick(visitor, {
      url: 'https://other.example/',
      pin_id: pin,
      check_only: false,
      aux_data: aux,
    });
    await rightClick(visitor, {
      url: 'https://example.com/photo.JPG',
      pin_id: pin,
      check_only: false,
      aux_data: '{}',
    });
    expect(await server.ctx.stores.links.clickthroughCount(pin)).toBe(1);
  });
});

describe('the collection-chip click (spec 000 §7)', () => {
  const postCheck = (api: ApiClient, body: Record<string, unknown>) =>
    api.request('POST', '/v3/offsite/', JSON.stringify(body), {
      'content-type': 'application/json',
      'x-csrftoken': api.cookies.get('csrftoken') ?? '',
    });

  async function collectionPin() {
    const pin = await createPin(server.ctx, board, adaId);
    const items = [];
    for (const k of [0, 1, 2]) {
      items.push({
        pin_id: null,
        link: k === 2 ? null : `https://shop.example.net/item/${k}`,
        image_signature: await createImage(server.ctx, `chip-${k}`, 400, 400),
      });
    }
    await server.ctx.storage.db
      .updateTable('pins')
      .set({ collection_pin: toJson({ item_data: items }) })
      .where('id', '=', pin)
      .execute();
    return pin;
  }

  it('"sends check_only false with click position, creative type and clickthrough type": recorded, and the signed address answered', async () => {
    const pin = await collectionPin();
    const item = 'https://shop.example.net/item/1';
    const res = await postCheck(visitor, {
      url: item,
      pin_id: pin,
      check_only: false,
      aux_data: collectionChipAuxData(1, 'collection'),
    });
    expect(data(res).redirect_status).toBe('allowed');
    const offsite = new URL(data(res).offsite_url as string, 'http://x');
    expect(offsite.searchParams.get('url')).toBe(item);
    expect(await server.ctx.stores.links.clickthroughCount(pin)).toBe(1);
    // The signed address goes there.
    const out = await visitor.request('GET', `${offsite.pathname}${offsite.search}`);
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe(item);
    // The closeup carries a token for each item with a link.
    const closeup = data(await visitor.get('PinResource', { id: pin }));
    expect(Object.keys(closeup.link_tokens as object)).toEqual(
      expect.arrayContaining(['https://shop.example.net/item/0', item]),
    );
  });

  it('a link the pin does not carry, or a check only, records nothing and signs nothing', async () => {
    const pin = await collectionPin();
    const aux = collectionChipAuxData(0, 'collection');
    const stranger = await postCheck(visitor, {
      url: 'https://elsewhere.example/x',
      pin_id: pin,
      check_only: false,
      aux_data: aux,
    });
    expect(data(stranger).offsite_url).toBeNull();
    await postCheck(visitor, {
      url: 'https://shop.example.net/item/0',
      pin_id: pin,
      check_only: true,
      aux_data: aux,
    });
    expect(await server.ctx.stores.links.clickthroughCount(pin)).toBe(0);
  });
});

describe('GET /offsite/: "the token is signed by the server, so the endpoint is no open redirect"', () => {
  async function offsiteFor(pinId: string, url: string) {
    const answer = data(await check(visitor, { url, pin_id: pinId }));
    return answer.offsite_url as string;
  }

  it('redirects (302) to an allowed link with its token', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const res = await visitor.request('GET', await offsiteFor(pin, 'https://example.com/page'));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://example.com/page');
  });

  it('shows "You\'re leaving Corkboard" with the real destination when the token is missing or tampered', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const good = new URL(await offsiteFor(pin, 'https://example.com/page'), 'http://x');
    const tampered = [
      `/offsite/?url=${encodeURIComponent('https://evil.example/')}&pin=${pin}`,
      `/offsite/?token=${good.searchParams.get('token')}&url=${encodeURIComponent('https://evil.example/')}&pin=${pin}`,
      `/offsite/?token=${good.searchParams.get('token')}&url=${encodeURIComponent('https://example.com/page')}&pin=1`,
      `/offsite/?token=AAAA&url=${encodeURIComponent('https://example.com/page')}&pin=${pin}`,
    ];
    for (const path of tampered) {
      const res = await visitor.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.raw).toContain(OFFSITE_PAGE.leavingTitle.replace("'", '&#39;'));
      expect(res.raw).toMatch(/https:\/\/(evil\.example|example\.com\/page)/);
    }
  });

  it('never opens a flagged link, even with a valid token: the blocked page', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const url = 'https://example.com/page';
    const offsite = await offsiteFor(pin, url);
    // The link becomes blocked after the token was made.
    await server.ctx.stores.links.create(
      {
        match: 'prefix',
        value: 'https://example.com/page',
        verdict: 'blocked',
        reason: 'Now bad.',
      },
      null,
      Date.now(),
    );
    const res = await visitor.request('GET', offsite);
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.raw).toContain('Now bad.');
    expect(res.raw).toContain('We have blocked this link');
    const rule = (await server.ctx.stores.links.operatorRules()).find((r) => r.value === url);
    await server.ctx.stores.links.remove(rule?.id ?? '');
    expect((await visitor.request('GET', offsite)).status).toBe(302);
  });

  it('without a url, the 404 page', async () => {
    expect((await visitor.request('GET', '/offsite/')).status).toBe(404);
  });
});

describe('pins with blocked links', () => {
  it('creating a pin whose link is blocked answers invalid_parameters naming the host, and saves nothing', async () => {
    const before = await server.ctx.storage.db.selectFrom('pins').select('id').execute();
    const res = await ada.post('PinResource', 'create', {
      board_id: board.id,
      image_base64: pngData,
      link: 'https://cdn.malware.example/x',
    });
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(res.body.resource_response.error?.message).toContain('cdn.malware.example');
    const after = await server.ctx.storage.db.selectFrom('pins').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('a suspicious link is allowed on a pin (the click is warned instead)', async () => {
    const res = await ada.post('PinResource', 'create', {
      board_id: board.id,
      image_base64: pngData,
      link: 'https://spammy.example/deal',
    });
    expect(res.status).toBe(200);
  });

  it('editing a pin to a blocked link is refused and the old link stays', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const res = await ada.post('PinResource', 'update', {
      id: pin,
      link: 'https://phish.example/',
    });
    expect(errorCode(res)).toBe('invalid_parameters');
    const row = await server.ctx.stores.pins.byId(pin);
    expect(row?.link).toBe('https://example.com/page');
  });
});

describe('links:import', () => {
  it('importing a list again replaces what it brought, and the server reads it at once', async () => {
    await importLinkList(server.ctx.storage, {
      source: 'rotating.txt',
      verdict: 'blocked',
      reason: '',
      text: 'first.example\n',
    });
    expect(data(await check(visitor, { url: 'https://first.example/' })).redirect_status).toBe(
      'blocked',
    );
    await importLinkList(server.ctx.storage, {
      source: 'rotating.txt',
      verdict: 'blocked',
      reason: '',
      text: 'second.example\n',
    });
    expect(data(await check(visitor, { url: 'https://first.example/' })).redirect_status).toBe(
      'allowed',
    );
    expect(data(await check(visitor, { url: 'https://second.example/' })).redirect_status).toBe(
      'blocked',
    );
    const lists = await server.ctx.stores.links.importedLists();
    expect(lists.find((l) => l.source === 'rotating.txt')?.rules).toBe(1);
  });
});

describe('/pin_redirect/ and the guidelines', () => {
  it('the interstitial continues only through /offsite/, and loads no picture from elsewhere', async () => {
    const signed = '/offsite/?token=t&url=https%3A%2F%2Fblog.example%2F&pin=1';
    const page = await visitor.request(
      'GET',
      `/pin_redirect/?${new URLSearchParams({
        domain: 'blog.example',
        redirectUrl: signed,
        pinImageUrl: '/i/236x/abc.jpg',
        domainImageUrl: 'https://tracker.example/pixel.gif',
        origin: '/pin/1/',
      }).toString()}`,
    );
    expect(page.status).toBe(200);
    expect(page.raw).toContain(`href="${signed.replace(/&/g, '&#38;')}"`);
    expect(page.raw).toContain('src="/i/236x/abc.jpg"');
    expect(page.raw).not.toContain('tracker.example');
    expect(page.raw).toContain(OFFSITE_PAGE.pinRedirectTitle('blog.example').replace("'", '&#39;'));
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const elsewhere = await visitor.request(
      'GET',
      `/pin_redirect/?redirectUrl=${encodeURIComponent('https://evil.example/')}&origin=//evil.example/`,
    );
    expect(elsewhere.raw).toContain('href="/offsite/?url=https%3A%2F%2Fevil.example%2F"');
    expect(elsewhere.raw).not.toContain('href="//evil.example/"');
  });

  it('/community-guidelines/ has the spam section the modal links to', async () => {
    const page = await visitor.request('GET', '/community-guidelines/');
    expect(page.status).toBe(200);
    expect(page.raw).toContain('<section id="spam">');
  });
});
