// Spec 000 §7, req 000-7.12: "PUT /v3/search/{pin_id}/hide/ | body query, pin_type | Undo is PUT
// .../unhide/." Decided (commands/search-hides.ts): the hide is the viewer's own, applies to
// every later search of theirs, answers `{pin_id, hidden}`, and a pin they may not see is
// not_found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';
import {
  buildSearchWorld,
  codeOf,
  idsOf,
  putJson,
  search,
  type SearchWorld,
} from './search-fixtures';

let server: TestServer;
let w: SearchWorld;
let anon: ApiClient;
let carol: ApiClient;
let bob: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  w = await buildSearchWorld(server);
  anon = new ApiClient(server.app);
  carol = await clientFor(server, w.users.carol);
  bob = await clientFor(server, w.users.bob);
});
afterAll(() => server.close());

const hide = (
  api: ApiClient,
  pinId: string,
  body: unknown = { query: 'walnut', pin_type: 'pin' },
) => putJson(api, `/v3/search/${pinId}/hide/`, body);
const unhide = (api: ApiClient, pinId: string) => putJson(api, `/v3/search/${pinId}/unhide/`, {});

describe('hide and unhide', () => {
  it('a hidden pin leaves the viewer’s results, and comes back on unhide', async () => {
    const pin = w.pins.carolOriginal;
    const res = await hide(carol, pin);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.resource_response.data).toEqual({ pin_id: pin, hidden: true });
    expect(idsOf(await search(carol, 'walnut', 'pins'))).not.toContain(pin);
    // Every scope and query, the viewer's own pins included.
    expect(idsOf(await search(carol, 'craft', 'my_pins'))).toEqual([]);
    expect(idsOf(await search(bob, 'walnut', 'pins'))).toContain(pin);
    expect(idsOf(await search(anon, 'walnut', 'pins'))).toContain(pin);

    const again = await hide(carol, pin, { query: 'carol' });
    expect(again.status).toBe(200);
    const back = await unhide(carol, pin);
    expect(back.body.resource_response.data).toEqual({ pin_id: pin, hidden: false });
    expect(idsOf(await search(carol, 'walnut', 'pins'))).toContain(pin);
    expect((await unhide(carol, pin)).status).toBe(200);
  });

  it('the body is optional and its text is kept as given, control characters aside', async () => {
    expect((await hide(carol, w.pins.video, {})).status).toBe(200);
    expect((await hide(carol, w.pins.idea, { query: 'a\u0007b', pin_type: 3 })).status).toBe(200);
    const row = await server.ctx.storage.db
      .selectFrom('search_hides')
      .selectAll()
      .where('pin_id', '=', w.pins.idea)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ query: 'a b', pin_type: '3' });
  });
});

describe('refusals', () => {
  it('signed out: unauthorized', async () => {
    const res = await hide(anon, w.pins.titleMatch);
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('unauthorized');
  });

  it('without the CSRF header: csrf_failed', async () => {
    const res = await putJson(carol, `/v3/search/${w.pins.titleMatch}/hide/`, {}, false);
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe('csrf_failed');
  });

  it.each([
    ['an unknown pin', () => '999999999'],
    ['a pin on someone else’s secret board', () => w.pins.secret],
  ])('%s is not_found', async (_label, pin) => {
    for (const res of [await hide(carol, pin()), await unhide(carol, pin())]) {
      expect(res.status).toBe(404);
      expect(codeOf(res)).toBe('not_found');
    }
  });

  it('a collaborator may hide a pin of the secret board they share', async () => {
    expect((await hide(bob, w.pins.secret)).status).toBe(200);
  });

  it('across a block: not_found', async () => {
    const dave = await clientFor(server, w.users.dave);
    expect(codeOf(await hide(dave, w.pins.titleMatch))).toBe('not_found');
  });

  it.each([
    ['a pin id that is not digits', 'abc', {}],
    ['a query past the limit', null, { query: 'x'.repeat(2000) }],
    ['an unknown field', null, { query: 'a', colour: 'red' }],
  ])('%s is invalid_parameters', async (_label, pinId, body) => {
    const res = await hide(carol, pinId ?? w.pins.titleMatch, body);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('invalid_parameters');
  });
});
