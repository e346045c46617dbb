// Who leaves by a pin's link, and from where (issue 14; spec 001 §7, req 001-7.11: "Outbound
// navigation goes through /offsite/ with token, url, pin, isThirdPartyAd, csr,
// client_tracking_params, aux_data"), and linkless ads (req 000-7.19: "Plain GET to the
// destination url with pin and client_tracking_params query parameters. Fired for linkless
// options"). On both engines.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionChipAuxData,
  linklessAuxData,
  offsiteHrefWith,
  rightClickAuxData,
} from '@corkboard/domain';
import type { ApiClient } from './client';
import { toJson } from '../../src/storage/row-mapping';
import { createBoard, createImage, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data } from './saving-fixtures';

let server: TestServer;
let ada: ApiClient;
let adaId: string;
let visitor: ApiClient;
let board: { id: string; privacy: string };
// The advertiser's site: it records every request the server sends it.
let site: Server;
let siteOrigin = '';
const hits: string[] = [];

beforeAll(async () => {
  site = createServer((req: IncomingMessage, res) => {
    hits.push(req.url ?? '');
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  siteOrigin = `http://localhost:${port}`;
  server = await startTestServer({ FETCH_ALLOW_HOSTS: `localhost:${port}` });
  const a = await createUser(server.ctx, { first_name: 'Ada' });
  adaId = a.id;
  board = await createBoard(server.ctx, a.id, { name: 'Leaving' });
  ada = await clientFor(server, a);
  visitor = await clientFor(server, null);
  await visitor.request('GET', '/healthz');
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const post = (api: ApiClient, body: Record<string, unknown>) =>
  api.request('POST', '/v3/offsite/', JSON.stringify(body), {
    'content-type': 'application/json',
    'x-csrftoken': api.cookies.get('csrftoken') ?? '',
  });

/** The signed address the server answers for a pin's link, with the extras given. */
async function signed(api: ApiClient, pin: string, url: string) {
  const answer = data(await post(api, { url, pin_id: pin, client_tracking_params: 'closeup' }));
  return new URL(answer.offsite_url as string, 'http://x');
}

const clicks = (pin: string) => server.ctx.stores.links.clickthroughs(pin);

describe('/offsite/ counts each person it sends on (req 001-7.11)', () => {
  it("the check answers an address with csr and client_tracking_params, in the spec's order", async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const offsite = await signed(visitor, pin, 'https://example.com/page');
    expect([...offsite.searchParams.keys()]).toEqual([
      'token',
      'url',
      'pin',
      'csr',
      'client_tracking_params',
    ]);
    expect(offsite.searchParams.get('csr')).toBe('1');
    expect(offsite.searchParams.get('client_tracking_params')).toBe('closeup');
    // A check alone counts nothing.
    expect(await clicks(pin)).toEqual([]);
  });

  it('a click the app checked (csr) is a "click", with where it was made and who made it', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const offsite = await signed(ada, pin, 'https://example.com/page');
    const res = await ada.request('GET', `${offsite.pathname}${offsite.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://example.com/page');
    expect(await clicks(pin)).toEqual([
      {
        kind: 'click',
        url: 'https://example.com/page',
        userId: adaId,
        clientTrackingParams: 'closeup',
        auxData: null,
        thirdPartyAd: false,
      },
    ]);
  });

  it('an address followed without the app (a middle click, a new tab) is "direct"; a visitor is no one', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const token = (await signed(visitor, pin, 'https://example.com/page')).searchParams.get(
      'token',
    );
    const href = offsiteHrefWith('https://example.com/page', pin, token ?? '', {
      clientTrackingParams: 'closeup',
      isThirdPartyAd: true,
      auxData: '{"source":"share"}',
    });
    expect((await visitor.request('GET', href)).status).toBe(302);
    expect(await clicks(pin)).toEqual([
      {
        kind: 'direct',
        url: 'https://example.com/page',
        userId: null,
        clientTrackingParams: 'closeup',
        auxData: '{"source":"share"}',
        thirdPartyAd: true,
      },
    ]);
  });

  it('a collection-chip click is counted by its check, not again by the address it answered', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const items = [];
    for (const k of [0, 1, 2]) {
      items.push({
        pin_id: null,
        link: `https://shop.example.net/item/${k}`,
        image_signature: await createImage(server.ctx, `leave-chip-${k}`, 400, 400),
      });
    }
    await server.ctx.storage.db
      .updateTable('pins')
      .set({ collection_pin: toJson({ item_data: items }) })
      .where('id', '=', pin)
      .execute();
    const aux = collectionChipAuxData(1, 'collection');
    const answer = data(
      await post(visitor, {
        url: 'https://shop.example.net/item/1',
        pin_id: pin,
        check_only: false,
        client_tracking_params: 'grid',
        aux_data: aux,
      }),
    );
    const offsite = new URL(answer.offsite_url as string, 'http://x');
    expect(offsite.searchParams.get('aux_data')).toBe(aux);
    expect((await visitor.request('GET', `${offsite.pathname}${offsite.search}`)).status).toBe(302);
    const recorded = await clicks(pin);
    expect(recorded.map((c) => [c.kind, c.clientTrackingParams, c.auxData])).toEqual([
      ['collectionChip', 'grid', aux],
    ]);
  });

  it('the right-click keeps its client_tracking_params and aux_data (spec 000 §7)', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const aux = rightClickAuxData(pin, { slotIndex: 0 });
    await post(ada, {
      url: 'https://example.com/page',
      pin_id: pin,
      check_only: false,
      client_tracking_params: 'closeup',
      aux_data: aux,
    });
    expect(await clicks(pin)).toEqual([
      expect.objectContaining({
        kind: 'rightClick',
        clientTrackingParams: 'closeup',
        auxData: aux,
      }),
    ]);
  });

  it('a tampered token, a flagged link and a deleted pin count nothing, and none is a 500', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const offsite = await signed(visitor, pin, 'https://example.com/page');
    const tampered = new URL(offsite);
    tampered.searchParams.set('token', 'AAAA');
    expect((await visitor.request('GET', `${tampered.pathname}${tampered.search}`)).status).toBe(
      200,
    );
    expect(await clicks(pin)).toEqual([]);
    // The pin is deleted after its link was signed: the link still opens, counted for no pin.
    await server.ctx.storage.db.deleteFrom('pins').where('id', '=', pin).execute();
    const res = await visitor.request('GET', `${offsite.pathname}${offsite.search}`);
    expect(res.status).toBe(302);
    const rows = await server.ctx.storage.db
      .selectFrom('clickthroughs')
      .select('id')
      .where('pin_id', '=', pin)
      .execute();
    expect(rows).toEqual([]);
  });

  it('extras that are not what the contract says answer the error page and count nothing', async () => {
    const pin = await createPin(server.ctx, board, adaId);
    const offsite = await signed(visitor, pin, 'https://example.com/page');
    for (const [name, value] of [
      ['csr', 'maybe'],
      ['isThirdPartyAd', 'yes please'],
      ['client_tracking_params', 'x'.repeat(2049)],
      ['aux_data', 'x'.repeat(4097)],
    ] as const) {
      const bad = new URL(offsite);
      bad.searchParams.set(name, value);
      const res = await visitor.request('GET', `${bad.pathname}${bad.search}`);
      // A page's address answers a page: the error page, never a 500 and never a redirect.
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers.location).toBeUndefined();
    }
    expect(await clicks(pin)).toEqual([]);
  });
});

describe('linkless ads (req 000-7.19)', () => {
  async function linklessAd(link: string, linkless = true) {
    const pin = await createPin(server.ctx, board, adaId);
    await server.ctx.storage.db
      .updateTable('pins')
      .set({ is_promoted: 1, is_go_linkless: linkless ? 1 : 0, link, advertiser_id: '77' })
      .where('id', '=', pin)
      .execute();
    return pin;
  }
  const linklessClick = (api: ApiClient, pin: string, url: string) =>
    post(api, {
      url,
      pin_id: pin,
      check_only: false,
      client_tracking_params: 'closeup',
      aux_data: linklessAuxData(pin),
    });

  it('the closeup says it is linkless, and its link gets no /offsite/ token: it is never opened', async () => {
    const pin = await linklessAd(`${siteOrigin}/click?ad=1`);
    const closeup = data(await visitor.get('PinResource', { id: pin }));
    expect(closeup.is_go_linkless).toBe(true);
    expect(closeup.link_tokens).toEqual({});
  });

  it('"Plain GET to the destination url with pin and client_tracking_params": the click is recorded and the destination told', async () => {
    const url = `${siteOrigin}/click?ad=2`;
    const pin = await linklessAd(url);
    hits.length = 0;
    const res = await linklessClick(visitor, pin, url);
    expect(data(res).redirect_status).toBe('allowed');
    // Nothing to open: the person stays.
    expect(data(res).offsite_url).toBeNull();
    await server.ctx.services.linkless.idle();
    expect(hits).toEqual([`/click?ad=2&pin=${pin}&client_tracking_params=closeup`]);
    expect((await clicks(pin)).map((c) => c.kind)).toEqual(['linkless']);
  });

  it("an ad with its link, another pin's url or a flagged destination sends nothing", async () => {
    const ordinary = await linklessAd(`${siteOrigin}/click?ad=3`, false);
    const linkless = await linklessAd(`${siteOrigin}/click?ad=4`);
    const flagged = await linklessAd('https://malware-linkless.example/click');
    await server.ctx.stores.links.create(
      { match: 'domain', value: 'malware-linkless.example', verdict: 'blocked', reason: '' },
      null,
      Date.now(),
    );
    hits.length = 0;
    await linklessClick(visitor, ordinary, `${siteOrigin}/click?ad=3`);
    await linklessClick(visitor, linkless, `${siteOrigin}/click?ad=elsewhere`);
    const blocked = await linklessClick(visitor, flagged, 'https://malware-linkless.example/click');
    expect(data(blocked).redirect_status).toBe('blocked');
    await server.ctx.services.linkless.idle();
    expect(hits).toEqual([]);
    for (const pin of [ordinary, linkless, flagged]) expect(await clicks(pin)).toEqual([]);
  });

  it('a save of a linkless ad is an ordinary pin: not linkless', async () => {
    const pin = await linklessAd(`${siteOrigin}/click?ad=5`);
    const saved = await createPin(server.ctx, board, adaId, { origin_pin_id: pin });
    const copy = data(await ada.get('PinResource', { id: saved }));
    expect(copy.is_go_linkless).toBe(false);
  });

  it('a destination that does not answer costs the click nothing', async () => {
    const pin = await linklessAd('http://localhost:9/click');
    const res = await linklessClick(visitor, pin, 'http://localhost:9/click');
    expect(data(res).redirect_status).toBe('allowed');
    await server.ctx.services.linkless.idle();
    expect((await clicks(pin)).map((c) => c.kind)).toEqual(['linkless']);
  });
});
