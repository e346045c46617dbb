// BaseSearchResource (docs/API.md §3 "Discovery and feedback"; spec 000 §3, req 000-3.30:
// "Search result types: pins, buyable_pins, my_pins, videos, boards, users, idea_pins,
// my_content, shop_tool"). docs/DESIGN.md §5: "a secret board, its pins and its media metadata
// are `not_found` to anyone but the owner and collaborators, on every path: feeds, search, …";
// and blocks (ours, docs/ARCHITECTURE.md "Follows, collaboration and blocking"): a blocked user
// sees none of the blocker's boards or pins through any path (feeds, search, profile, repins).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { clientFor } from './saving-fixtures';
import {
  allPages,
  buildSearchWorld,
  codeOf,
  dataOf,
  idsOf,
  search,
  type SearchWorld,
} from './search-fixtures';

let server: TestServer;
let w: SearchWorld;
let anon: ApiClient;
const api: Record<string, ApiClient> = {};

beforeAll(async () => {
  server = await startTestServer();
  w = await buildSearchWorld(server);
  anon = new ApiClient(server.app);
  for (const [name, user] of Object.entries(w.users)) api[name] = await clientFor(server, user);
});
afterAll(() => server.close());

describe('scopes', () => {
  it('pins: originals on public boards, never saves or secret pins', async () => {
    const found = idsOf(await search(anon, 'walnut', 'pins'));
    const p = w.pins;
    expect(found.sort()).toEqual(
      [
        p.titleMatch,
        p.descriptionMatch,
        p.video,
        p.idea,
        p.buyable,
        p.outOfStock,
        p.carolOriginal,
        p.dave,
        p.erin,
      ].sort(),
    );
  });

  it.each([
    ['buyable_pins', ['buyable']],
    [1, ['buyable']],
    ['shop_tool', ['buyable', 'outOfStock']],
    ['videos', ['video']],
    [2, ['video']],
    ['idea_pins', ['idea']],
  ] as const)('%s finds %j', async (scope, keys) => {
    const res = await search(anon, 'walnut', scope);
    expect(res.status).toBe(200);
    expect(idsOf(res).sort()).toEqual(keys.map((k) => w.pins[k]).sort());
  });

  it('boards: public boards by name, the secret one for nobody (not even its owner)', async () => {
    const res = await search(anon, 'walnut', 'boards');
    expect(idsOf(res).sort()).toEqual([w.boards.workshop.id, w.boards.daveBoard.id].sort());
    expect(dataOf(res)[0]).toMatchObject({ name: expect.any(String), owner: expect.any(Object) });
    expect(idsOf(await search(api.alice!, 'secrets', 'boards'))).toEqual([]);
    expect(idsOf(await search(anon, 'walnut', 3)).sort()).toEqual(idsOf(res).sort());
  });

  it('users: by username and by name, with follower counts', async () => {
    const byUsername = await search(anon, 'walnut', 'users');
    expect(idsOf(byUsername)).toEqual([w.users.maker.id]);
    expect(dataOf(byUsername)[0]).toMatchObject({
      username: 'walnut_maker',
      first_name: 'Wally',
      follower_count: 0,
      explicitly_followed_by_me: false,
    });
    expect(idsOf(await search(anon, 'wally', 'users'))).toEqual([w.users.maker.id]);
    expect(idsOf(await search(anon, 'carol', 4))).toEqual([w.users.carol.id]);
  });

  it('my_pins: every pin on the boards the viewer owns or collaborates on', async () => {
    const p = w.pins;
    const alices = idsOf(await search(api.alice!, 'walnut', 'my_pins'));
    expect(alices).toEqual(expect.arrayContaining([p.secret, p.bobOnSecret, p.titleMatch]));
    expect(alices).not.toContain(p.carolRepin);
    expect(idsOf(await search(api.bob!, 'walnut', 'my_pins')).sort()).toEqual(
      [p.secret, p.bobOnSecret].sort(),
    );
    expect(idsOf(await search(api.carol!, 'walnut', 'my_pins')).sort()).toEqual(
      [p.carolOriginal, p.carolRepin].sort(),
    );
  });

  it('my_content: only the pins the viewer created, on boards they may see', async () => {
    const p = w.pins;
    const alices = idsOf(await search(api.alice!, 'walnut', 'my_content'));
    expect(alices).toContain(p.secret);
    expect(alices).not.toContain(p.bobOnSecret);
    expect(idsOf(await search(api.bob!, 'walnut', 'my_content'))).toEqual([p.bobOnSecret]);
    expect(idsOf(await search(api.carol!, 'walnut', 'my_content'))).toEqual([p.carolOriginal]);
  });

  it.each(['my_pins', 'my_content'])('%s needs a session', async (scope) => {
    const res = await search(anon, 'walnut', scope);
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('unauthorized');
  });

  it('an unknown scope or code is invalid_parameters naming the field', async () => {
    for (const scope of ['everything', 7, -1]) {
      const res = await search(anon, 'walnut', scope);
      expect(res.status).toBe(400);
      expect(res.body.resource_response.error?.message).toMatch(/^scope/);
    }
  });
});

describe('privacy', () => {
  it('a secret pin is found by nobody else, in any scope', async () => {
    for (const scope of ['pins', 'my_pins', 'my_content', 'videos', 'shop_tool']) {
      const res = await search(api.carol!, 'secretive', scope);
      expect(idsOf(res)).toEqual([]);
    }
    expect(idsOf(await search(anon, 'collab', 'pins'))).toEqual([]);
  });

  it('signed out, only public content', async () => {
    const found = idsOf(await search(anon, 'walnut', 'pins'));
    expect(found).not.toContain(w.pins.secret);
    expect(found).not.toContain(w.pins.bobOnSecret);
  });
});

describe('blocks hide pins, boards and people both ways', () => {
  it('the blocked viewer finds none of the blocker', async () => {
    const u = w.users;
    expect(idsOf(await search(api.alice!, 'walnut', 'pins'))).not.toContain(w.pins.dave);
    expect(idsOf(await search(api.alice!, 'walnut', 'boards'))).not.toContain(
      w.boards.daveBoard.id,
    );
    expect(idsOf(await search(api.alice!, 'dave', 'users'))).toEqual([]);
    expect(idsOf(await search(api.dave!, 'alice', 'users'))).toEqual([]);
    expect(idsOf(await search(api.dave!, 'walnut', 'pins')).sort()).toEqual(
      [w.pins.dave, w.pins.carolOriginal, w.pins.erin].sort(),
    );
    expect(idsOf(await search(api.dave!, 'walnut', 'boards'))).not.toContain(w.boards.workshop.id);
    expect(idsOf(await search(api.carol!, 'dave', 'users'))).toEqual([u.dave.id]);
  });

  it('the blocker finds none of the one they blocked', async () => {
    expect(idsOf(await search(api.alice!, 'walnut', 'pins'))).not.toContain(w.pins.erin);
    expect(idsOf(await search(api.alice!, 'erin', 'users'))).toEqual([]);
    expect(idsOf(await search(api.erin!, 'walnut', 'pins'))).not.toContain(w.pins.titleMatch);
    expect(idsOf(await search(api.erin!, 'alice', 'users'))).toEqual([]);
  });
});

describe('matching and ranking', () => {
  it('a title match ranks above a description match', async () => {
    const found = idsOf(await search(anon, 'walnut chair', 'pins'));
    expect(found).toEqual([w.pins.titleMatch, w.pins.descriptionMatch]);
  });

  it.each([
    ['the last term is a prefix', 'walnut lou'],
    ['every term may be cut short at the end', 'lounge cha'],
    ['diacritics and case do not matter', 'WÁLNUT Lóunge'],
    ['punctuation separates words', 'walnut-lounge!!'],
  ])('%s', async (_rule, query) => {
    expect(idsOf(await search(anon, query, 'pins'))).toEqual([w.pins.titleMatch]);
  });

  it('a query with no letter or digit finds nothing', async () => {
    const res = await search(anon, '"*" -- :: ()', 'pins');
    expect(res.status).toBe(200);
    expect(dataOf(res)).toEqual([]);
    expect(res.body.resource_response.bookmark).toBe('-end-');
  });
});

describe('paging', () => {
  it.each([1, 2, 4])('pages of %i return every result once, in rank order', async (size) => {
    const whole = idsOf(await search(anon, 'walnut', 'pins', { page_size: 250 }));
    const paged = await allPages(anon, 'walnut', 'pins', size);
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('boards and people page too', async () => {
    expect(await allPages(anon, 'walnut', 'boards', 1)).toHaveLength(2);
    expect(await allPages(api.carol!, 'walnut', 'my_pins', 1)).toHaveLength(2);
  });

  it('a bookmark this list did not give out is invalid_parameters', async () => {
    for (const bookmarks of [
      ['nonsense'],
      ['-end-'],
      [Buffer.from('{"id":"1"}').toString('base64url')],
    ]) {
      const res = await search(anon, 'walnut', 'pins', { bookmarks });
      expect(codeOf(res)).toBe('invalid_parameters');
    }
  });
});
