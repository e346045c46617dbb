// Pins, boards and feeds (docs/API.md §3) and privacy (docs/DESIGN.md §5): "a secret board, its
// pins and its media metadata are `not_found` to anyone but the owner and collaborators, on
// every path".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../src/storage/row-mapping';
import { ApiClient } from './client';
import { addCollaborator, createBoard, createPin, createUser, PASSWORD } from './factories';
import { createStores } from '../../src/storage/stores';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let owner: { id: string; username: string };
let collaborator: { id: string; username: string };
let stranger: { id: string; username: string };
let publicBoard: { id: string; slug: string; privacy: string };
let secretBoard: { id: string; slug: string; privacy: string };
let protectedBoard: { id: string; slug: string; privacy: string };
let publicPin: string;
let secretPin: string;
let protectedPin: string;

const as = async (user: { username: string } | null) => {
  const api = new ApiClient(server.app);
  if (user) await api.signIn(user.username, PASSWORD);
  return api;
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server.ctx, { first_name: 'Olive' });
  collaborator = await createUser(server.ctx);
  stranger = await createUser(server.ctx);
  publicBoard = await createBoard(server.ctx, owner.id, {
    name: 'Kitchen ideas',
    slug: 'kitchen-ideas',
  });
  secretBoard = await createBoard(server.ctx, owner.id, {
    name: 'Gift plans',
    slug: 'gift-plans',
    privacy: 'secret',
  });
  protectedBoard = await createBoard(server.ctx, owner.id, {
    name: 'Sensitive',
    slug: 'sensitive',
    privacy: 'protected',
  });
  await addCollaborator(server.ctx, secretBoard.id, collaborator.id, owner.id);
  publicPin = await createPin(server.ctx, publicBoard, owner.id, { title: 'Open shelving' });
  secretPin = await createPin(server.ctx, secretBoard, owner.id, { title: 'Surprise' });
  protectedPin = await createPin(server.ctx, protectedBoard, owner.id, { title: 'Protected pin' });
});
afterAll(() => server.close());

describe('PinResource get', () => {
  it('answers a public pin with every wire field of docs/API.md §2', async () => {
    const res = await (await as(null)).get('PinResource', { id: publicPin });
    expect(res.status).toBe(200);
    const pin = res.body.resource_response.data;
    for (const field of [
      'id',
      'title',
      'grid_title',
      'description',
      'link',
      'tracked_link',
      'domain',
      'dominant_color',
      'image_signature',
      'images',
      'alt_text',
      'created_at',
      'is_promoted',
      'is_video',
      'board',
      'pinner',
      'native_creator',
      'rich_summary',
      'rich_metadata',
      'shopping_flags',
      'carousel_data',
      'story_pin_data',
      'videos',
      'embed',
      'reaction_counts',
      'aggregated_pin_data',
      'saved_info',
    ]) {
      expect(pin, field).toHaveProperty(field);
    }
    expect(pin.board).toEqual({
      id: publicBoard.id,
      name: 'Kitchen ideas',
      url: `/${owner.username}/kitchen-ideas/`,
      privacy: 'public',
      layout: 'default',
    });
    expect(pin.pinner).toMatchObject({
      id: owner.id,
      username: owner.username,
      full_name: 'Olive User',
    });
    expect(Object.keys(pin.images)).toEqual([
      '60x60',
      '136x136',
      '170x',
      '236x',
      '474x',
      '564x',
      '600x315',
      '736x',
      'orig',
    ]);
    expect(pin.images['236x']).toEqual({
      url: `/i/236x/${pin.image_signature}.jpg`,
      width: 236,
      height: 354,
    });
    expect(pin.images['60x60']).toMatchObject({ width: 60, height: 60 });
    expect(pin.images.orig).toMatchObject({ width: 600, height: 900 });
  });

  it('leaves orig out for bots (spec 000 §5, req 000-5.41)', async () => {
    const res = await server.app.inject({
      url: `/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: publicPin } }))}`,
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    const pin = JSON.parse(res.body).resource_response.data;
    expect(pin.images.orig).toBeUndefined();
    expect(pin.images['736x']).toBeDefined();
  });

  it.each([
    ['signed out', null, 404],
    ['a stranger', 'stranger', 404],
    ['the owner', 'owner', 200],
    ['a collaborator', 'collaborator', 200],
  ] as const)('answers a secret board pin to %s with %i', async (_label, who, status) => {
    const user = who === null ? null : { owner, stranger, collaborator }[who];
    const res = await (await as(user)).get('PinResource', { id: secretPin });
    expect(res.status).toBe(status);
    if (status === 404) expect(res.body.resource_response.error?.code).toBe('not_found');
  });

  it('answers a protected board pin to anyone (the card hides its board line)', async () => {
    const res = await (await as(null)).get('PinResource', { id: protectedPin });
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data.board.privacy).toBe('protected');
  });

  it('answers not_found for a pin that does not exist', async () => {
    expect((await (await as(null)).get('PinResource', { id: '999999999' })).status).toBe(404);
  });
});

describe('BoardResource get', () => {
  it('finds a board by id and by username + slug', async () => {
    const api = await as(null);
    const byId = await api.get('BoardResource', { board_id: publicBoard.id });
    const bySlug = await api.get('BoardResource', {
      username: owner.username,
      slug: 'kitchen-ideas',
    });
    expect(byId.body.resource_response.data).toEqual(bySlug.body.resource_response.data);
    expect(byId.body.resource_response.data).toMatchObject({
      id: publicBoard.id,
      name: 'Kitchen ideas',
      privacy: 'public',
      pin_count: 1,
      section_count: 0,
      follower_count: 0,
      is_collaborative: false,
      owner: { id: owner.id, username: owner.username },
    });
    expect(byId.body.resource_response.data.images['170x']).toHaveLength(1);
  });

  it.each([
    ['signed out', null, 404],
    ['a stranger', 'stranger', 404],
    ['the owner', 'owner', 200],
    ['a collaborator', 'collaborator', 200],
  ] as const)('answers a secret board to %s with %i (never forbidden)', async (_l, who, status) => {
    const user = who === null ? null : { owner, stranger, collaborator }[who];
    const api = await as(user);
    expect((await api.get('BoardResource', { board_id: secretBoard.id })).status).toBe(status);
    expect(
      (await api.get('BoardResource', { username: owner.username, slug: 'gift-plans' })).status,
    ).toBe(status);
    expect((await api.get('BoardFeedResource', { board_id: secretBoard.id })).status).toBe(status);
  });

  it('marks collaborated_by_me and is_collaborative for the collaborator', async () => {
    const res = await (await as(collaborator)).get('BoardResource', { board_id: secretBoard.id });
    expect(res.body.resource_response.data).toMatchObject({
      is_collaborative: true,
      collaborator_count: 1,
      collaborated_by_me: true,
    });
  });
});

describe('keyset paging with -end-', () => {
  it('walks a board feed page by page with no repeats and ends with -end-', async () => {
    const user = await createUser(server.ctx);
    const board = await createBoard(server.ctx, user.id);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await createPin(server.ctx, board, user.id));
    const api = await as(null);
    const seen: string[] = [];
    let bookmarks: string[] | undefined;
    for (let guard = 0; guard < 10; guard += 1) {
      const res = await api.get('BoardFeedResource', {
        board_id: board.id,
        page_size: 3,
        ...(bookmarks ? { bookmarks } : {}),
      });
      seen.push(...res.body.resource_response.data.map((p: { id: string }) => p.id));
      const bookmark = res.body.resource_response.bookmark!;
      if (bookmark === '-end-') break;
      bookmarks = [bookmark];
    }
    expect(seen).toEqual([...ids].reverse());
  });

  // Issue 6 blends the home feed (popular and fresh for a viewer who follows nothing), so it
  // is no longer newest-first; public originals only, each once, still holds.
  it('pages the home feed: public originals only, each once', async () => {
    const api = await as(stranger);
    const res = await api.get('UserHomefeedResource', { page_size: 250 });
    const ids = res.body.resource_response.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(publicPin);
    expect(ids).not.toContain(secretPin);
    expect(ids).not.toContain(protectedPin);
    expect(new Set(ids).size).toBe(ids.length);
    expect(res.body.resource_response.bookmark).toBe('-end-');
  });
});

describe('profiles: BoardsResource, UserPinsResource, UserSavedResource', () => {
  it('lists secret boards only to their owner and collaborators', async () => {
    const names = async (user: { username: string } | null) =>
      (
        await (await as(user)).get('BoardsResource', { username: owner.username })
      ).body.resource_response.data.map((b: { name: string }) => b.name);
    expect(await names(null)).not.toContain('Gift plans');
    expect(await names(stranger)).not.toContain('Gift plans');
    expect(await names(owner)).toContain('Gift plans');
    expect(await names(collaborator)).toContain('Gift plans');
  });

  it('sorts alphabetically and pages by 25 by default (spec 002 §9, req 002-9.04: boards page size 25)', async () => {
    const user = await createUser(server.ctx);
    for (let i = 0; i < 27; i += 1)
      await createBoard(server.ctx, user.id, { name: `B${String(i).padStart(2, '0')}` });
    const api = await as(null);
    const first = await api.get('BoardsResource', {
      username: user.username,
      board_order: 'alphabetical',
    });
    expect(first.body.resource_response.data).toHaveLength(25);
    expect(first.body.resource_response.data[0].name).toBe('B00');
    const second = await api.get('BoardsResource', {
      username: user.username,
      board_order: 'alphabetical',
      bookmarks: [first.body.resource_response.bookmark],
    });
    expect(second.body.resource_response.data.map((b: { name: string }) => b.name)).toEqual([
      'B25',
      'B26',
    ]);
    expect(second.body.resource_response.bookmark).toBe('-end-');
  });

  it('separates created pins from saves and hides secret ones from others', async () => {
    const saver = await createUser(server.ctx);
    const board = await createBoard(server.ctx, saver.id);
    const own = await createPin(server.ctx, board, saver.id);
    const repin = await createPin(server.ctx, board, saver.id, { origin_pin_id: publicPin });
    const hidden = await createBoard(server.ctx, saver.id, { privacy: 'secret' });
    const hiddenPin = await createPin(server.ctx, hidden, saver.id);
    const api = await as(null);
    const created = (await api.get('UserPinsResource', { username: saver.username })).body
      .resource_response.data;
    const saved = (await api.get('UserSavedResource', { username: saver.username })).body
      .resource_response.data;
    expect(created.map((p: { id: string }) => p.id)).toEqual([own]);
    expect(saved.map((p: { id: string }) => p.id)).toEqual([repin, own]);
    const mine = (await (await as(saver)).get('UserSavedResource', { username: saver.username }))
      .body.resource_response.data;
    expect(mine.map((p: { id: string }) => p.id)).toEqual([hiddenPin, repin, own]);
  });

  it('fills saved_info for a signed-in viewer who saved the pin', async () => {
    const saver = await createUser(server.ctx);
    const board = await createBoard(server.ctx, saver.id, { name: 'My saves' });
    const local = await createPin(server.ctx, board, saver.id, { origin_pin_id: publicPin });
    const api = await as(saver);
    const pin = (await api.get('PinResource', { id: publicPin })).body.resource_response.data;
    expect(pin.saved_info).toEqual({
      title: 'My saves',
      type: 'board',
      url: `/${saver.username}/${board.slug}/`,
      board_id: board.id,
      local_pin_id: local,
    });
    const anonymous = (await (await as(null)).get('PinResource', { id: publicPin })).body
      .resource_response.data;
    expect(anonymous.saved_info).toBeNull();
  });
});

describe('signed-out reads are cached until a committed write', () => {
  it('serves a repeated signed-out read from the cache; only a committed write empties it', async () => {
    const api = await as(null);
    const user = await createUser(server.ctx);
    const board = await createBoard(server.ctx, user.id);
    await createPin(server.ctx, board, user.id);
    const first = await api.get('BoardFeedResource', { board_id: board.id });
    expect(first.body.resource_response.data).toHaveLength(1);
    // (JSON columns are written as text, as the product writes them: pg reads them as objects.)
    const copy = {
      ...(await server.ctx.stores.pins.byId(first.body.resource_response.data[0].id))!,
      id: undefined,
      shopping_flags: toJson([]),
      reaction_counts: toJson({}),
    } as never;
    // A row written behind the change notifications (the bare handle) is not seen…
    await createStores(server.ctx.storage.bare).pins.insert(copy);
    expect((await api.get('BoardFeedResource', { board_id: board.id })).raw).toBe(first.raw);
    // …a request that commits nothing (a signed-out sign-out) keeps the cache…
    await api.post('UserSessionResource', 'delete', {});
    expect((await api.get('BoardFeedResource', { board_id: board.id })).raw).toBe(first.raw);
    // …and a committed write through the app's stores empties it.
    await server.ctx.stores.pins.insert(copy);
    expect(
      (await api.get('BoardFeedResource', { board_id: board.id })).body.resource_response.data,
    ).toHaveLength(3);
  });

  it('never serves a signed-in viewer from the signed-out cache', async () => {
    const saver = await createUser(server.ctx);
    const signedOut = await as(null);
    const before = await signedOut.get('PinResource', { id: publicPin });
    expect(before.body.resource_response.data.saved_info).toBeNull();
    const mine = await as(saver);
    expect(
      (await mine.get('PinResource', { id: publicPin })).body.resource_response.data.saved_info,
    ).toBeNull();
    const board = await createBoard(server.ctx, saver.id);
    await createPin(server.ctx, board, saver.id, { origin_pin_id: publicPin });
    expect(
      (await mine.get('PinResource', { id: publicPin })).body.resource_response.data.saved_info,
    ).not.toBeNull();
  });
});
