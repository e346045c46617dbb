// Saving (docs/API.md §3 RepinResource; spec 000 §4 "Save flow", req 000-4.08; spec 002 §3, §9,
// reqs 002-3.02, 002-9.04): a save is a new pin of the saver pointing at the root original; with no
// board it goes to the quick-saves board ("Quick Saves", layout quick_saves), created once;
// PinResource update and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJson, toJson } from '../../src/storage/row-mapping';
import type { ApiClient } from './client';
import { addCollaborator, createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, createSection, data, errorCode } from './saving-fixtures';

let server: TestServer;
let author: { id: string; username: string };
let original: string;
let authorBoard: { id: string; privacy: string };

const newSaver = async () => {
  const user = await createUser(server.ctx);
  return { user, api: await clientFor(server, user) };
};

const quickSavesBoards = async (userId: string) =>
  server.ctx.storage.db
    .selectFrom('boards')
    .selectAll()
    .where('owner_id', '=', userId)
    .where('layout', '=', 'quick_saves')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  author = await createUser(server.ctx, { first_name: 'Ada' });
  authorBoard = await createBoard(server.ctx, author.id, { name: 'Originals' });
  original = await createPin(server.ctx, authorBoard, author.id, { title: 'Copper pans' });
});
afterAll(() => server.close());

describe('RepinResource create', () => {
  it('saves to a board: a new pin of the saver, content copied, answering {id, board}', async () => {
    const { user, api } = await newSaver();
    const board = await createBoard(server.ctx, user.id, { name: 'Kitchen', slug: 'kitchen' });
    const before = (await server.ctx.stores.boards.byId(board.id))!.last_pinned_at;
    const res = await api.post('RepinResource', 'create', {
      pin_id: original,
      board_id: board.id,
      clientTrackingParams: 'abc',
      eventContext: { surface: 'grid' },
      disable_event_log_info: true,
      user_id: user.id,
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res)).toEqual({
      id: expect.stringMatching(/^\d+$/),
      board: {
        id: board.id,
        name: 'Kitchen',
        url: `/${user.username}/kitchen/`,
        privacy: 'public',
        layout: 'default',
      },
      section: null,
    });
    const row = (await server.ctx.stores.pins.byId(data(res).id))!;
    const origin = (await server.ctx.stores.pins.byId(original))!;
    expect(String(row.pinner_id)).toBe(user.id);
    expect(String(row.origin_pin_id)).toBe(original);
    expect(row.method).toBe('repin');
    expect(row.title).toBe('Copper pans');
    expect(row.image_signature).toBe(origin.image_signature);
    expect(row.link).toBe(origin.link);
    const after = (await server.ctx.stores.boards.byId(board.id))!.last_pinned_at;
    expect(Number(after)).toBeGreaterThanOrEqual(Number(before));
  });

  it('copies every content column; a saved ad becomes a downstream promotion without a campaign', async () => {
    const base = (await server.ctx.stores.pins.byId(original))!;
    const { id: _id, save_count: _saves, ...rest } = base;
    const ad = await server.ctx.stores.pins.insert({
      ...rest,
      shopping_flags: toJson([7, 9]),
      rich_metadata: toJson({ type_name: 'article', title: 'Pans', products: [] }),
      aggregated_pin_data: toJson({ pin_tags_chips: [{ name: 'copper', url: '/search/' }] }),
      is_promoted: 1,
      advertiser_id: 'adv-1',
      campaign_id: 'camp-1',
      pin_promotion_id: 'promo-1',
      ad_match_reason: 'interest',
    });
    server.ctx.readCache.invalidate();
    const { api } = await newSaver();
    const saved = data(await api.post('RepinResource', 'create', { pin_id: ad }));
    const origin = (await server.ctx.stores.pins.byId(ad))!;
    const copy = (await server.ctx.stores.pins.byId(saved.id))!;
    const placement = new Set([
      'id',
      'board_id',
      'section_id',
      'pinner_id',
      'origin_pin_id',
      'board_privacy',
      'method',
      'created_at',
      'updated_at',
      // Engagement, not content: the origin's saves are counted (migration 0008), never copied.
      'save_count',
      // Decided for saved ads: an organic copy of the ad.
      'is_downstream_promotion',
      'campaign_id',
      'pin_promotion_id',
      'ad_match_reason',
    ]);
    for (const [column, value] of Object.entries(origin)) {
      if (placement.has(column)) continue;
      expect(fromJson(copy[column as keyof typeof copy]), column).toEqual(fromJson(value));
    }
    expect(copy).toMatchObject({
      is_promoted: 1,
      is_downstream_promotion: 1,
      advertiser_id: 'adv-1',
      campaign_id: null,
      pin_promotion_id: null,
      ad_match_reason: null,
    });
    const pin = data(await api.get('PinResource', { id: saved.id }));
    expect(pin).toMatchObject({ is_repin: true, shopping_flags: [7, 9] });
    expect(pin.rich_metadata).toEqual({ type_name: 'article', title: 'Pans', products: [] });
  });

  it("never moves a board's last_pinned_at back: a save stamped earlier may commit later", async () => {
    const { user, api } = await newSaver();
    const board = await createBoard(server.ctx, user.id);
    const lastPinned = async () =>
      Number((await server.ctx.stores.boards.byId(board.id))!.last_pinned_at);
    const clock = server.ctx.now;
    const later = clock() + 60_000;
    try {
      server.ctx.now = () => later;
      await api.post('RepinResource', 'create', { pin_id: original, board_id: board.id });
      expect(await lastPinned()).toBe(later);
      // Concurrent saves on PostgreSQL commit in any order; the older stamp must not win.
      server.ctx.now = () => later - 1_000;
      const res = await api.post('RepinResource', 'create', {
        pin_id: original,
        board_id: board.id,
      });
      expect(res.status, res.raw).toBe(200);
      expect(await lastPinned()).toBe(later);
    } finally {
      server.ctx.now = clock;
    }
  });

  it('without a board, saves to the quick-saves board, created once and kept in UserStateResource', async () => {
    const { user, api } = await newSaver();
    const first = await api.post('RepinResource', 'create', { pin_id: original });
    expect(first.status, first.raw).toBe(200);
    expect(data(first).board).toMatchObject({ name: 'Quick Saves', layout: 'quick_saves' });
    const second = await api.post('RepinResource', 'create', { pin_id: original, board_id: null });
    expect(data(second).board.id).toBe(data(first).board.id);
    expect(await quickSavesBoards(user.id)).toHaveLength(1);
    const state = await api.get('UserStateResource', { state: 'QUICK_SAVES_BOARD_ID' });
    expect(data(state)).toEqual({ state: 'QUICK_SAVES_BOARD_ID', value: data(first).board.id });
    const me = await api.get('UserResource', {});
    expect(data(me).has_quicksave_board).toBe(true);
    // Decided: the profile's saves are public, like Pinterest's profile.
    expect(data(first).board.privacy).toBe('public');
  });

  it('concurrent first saves still create one quick-saves board', async () => {
    const { user, api } = await newSaver();
    const pins = await Promise.all(
      Array.from({ length: 4 }, () => createPin(server.ctx, authorBoard, author.id)),
    );
    const answers = await Promise.all(
      pins.map((pin_id) => api.post('RepinResource', 'create', { pin_id })),
    );
    for (const a of answers) expect(a.status, a.raw).toBe(200);
    expect(new Set(answers.map((a) => data(a).board.id)).size).toBe(1);
    expect(await quickSavesBoards(user.id)).toHaveLength(1);
  });

  it('keeps a board the user already named "Quick Saves" and gives the quick-saves board its own slug', async () => {
    const { user, api } = await newSaver();
    await createBoard(server.ctx, user.id, { name: 'Quick Saves', slug: 'quick-saves' });
    const res = await api.post('RepinResource', 'create', { pin_id: original });
    expect(res.status, res.raw).toBe(200);
    expect(data(res).board.url).toBe(`/${user.username}/quick-saves-2/`);
  });

  it('saves into a section of the board ("Saved to {section} in {board}")', async () => {
    const { user, api } = await newSaver();
    const board = await createBoard(server.ctx, user.id);
    const section = await createSection(server.ctx, board.id, 'Pans');
    const res = await api.post('RepinResource', 'create', {
      pin_id: original,
      board_id: board.id,
      section,
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res).section).toMatchObject({ id: section, title: 'Pans' });
    const feed = await api.get('BoardFeedResource', { board_id: board.id, section_id: section });
    expect(data(feed).map((p: { id: string }) => p.id)).toEqual([data(res).id]);
  });

  it('refuses a section of another board (invalid_parameters naming section)', async () => {
    const { user, api } = await newSaver();
    const board = await createBoard(server.ctx, user.id);
    const elsewhere = await createSection(server.ctx, authorBoard.id);
    const res = await api.post('RepinResource', 'create', {
      pin_id: original,
      board_id: board.id,
      section: elsewhere,
    });
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error?.message).toMatch(/^section: /);
  });

  it('a save of a save points at the root original', async () => {
    const first = await newSaver();
    const second = await newSaver();
    const a = data(await first.api.post('RepinResource', 'create', { pin_id: original }));
    const b = data(await second.api.post('RepinResource', 'create', { pin_id: a.id }));
    const row = (await server.ctx.stores.pins.byId(b.id))!;
    expect(String(row.origin_pin_id)).toBe(original);
  });

  it('shows saved_info on the original (and on other saves of it) for the saver only', async () => {
    const { user, api } = await newSaver();
    const saved = data(await api.post('RepinResource', 'create', { pin_id: original }));
    const pin = data(await api.get('PinResource', { id: original }));
    expect(pin.saved_info).toEqual({
      title: 'Quick Saves',
      type: 'profile',
      url: `/${user.username}/`,
      board_id: saved.board.id,
      local_pin_id: saved.id,
    });
    const someoneElse = await newSaver();
    expect(data(await someoneElse.api.get('PinResource', { id: original })).saved_info).toBeNull();
  });

  it("lists the save on the saver's profile (UserSavedResource), newest first", async () => {
    const { user, api } = await newSaver();
    const a = data(await api.post('RepinResource', 'create', { pin_id: original })).id;
    const b = data(await api.post('RepinResource', 'create', { pin_id: original })).id;
    const saved = await (
      await clientFor(server, null)
    ).get('UserSavedResource', {
      username: user.username,
    });
    expect(data(saved).map((p: { id: string }) => p.id)).toEqual([b, a]);
  });

  it('saves to a board the viewer collaborates on', async () => {
    const { user, api } = await newSaver();
    const shared = await createBoard(server.ctx, author.id, { privacy: 'secret' });
    await addCollaborator(server.ctx, shared.id, user.id, author.id);
    const res = await api.post('RepinResource', 'create', {
      pin_id: original,
      board_id: shared.id,
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res).board.url).toBe(
      `/${author.username}/${(await server.ctx.stores.boards.byId(shared.id))!.slug}/`,
    );
    expect((await server.ctx.stores.pins.byId(data(res).id))!.board_privacy).toBe('secret');
  });

  it.each([
    ['a pin that does not exist', () => ({ pin_id: '999999999' }), 404, 'not_found'],
    [
      'a board that does not exist',
      () => ({ pin_id: original, board_id: '999999999' }),
      404,
      'not_found',
    ],
    ['another user id', () => ({ pin_id: original, user_id: author.id }), 403, 'forbidden'],
    ['an unknown field', () => ({ pin_id: original, colour: 'red' }), 400, 'invalid_parameters'],
    ['a missing pin_id', () => ({}), 400, 'invalid_parameters'],
  ] as const)('answers %s with %i', async (_label, options, status, code) => {
    const { api } = await newSaver();
    const res = await api.post('RepinResource', 'create', options());
    expect(res.status).toBe(status);
    expect(errorCode(res)).toBe(code);
  });

  it('names the field: unknown field and missing pin_id', async () => {
    const { api } = await newSaver();
    const unknown = await api.post('RepinResource', 'create', { pin_id: original, colour: 'red' });
    expect(unknown.body.resource_response.error?.message).toBe('unknown field: colour');
    const missing = await api.post('RepinResource', 'create', {});
    expect(missing.body.resource_response.error?.message).toBe('pin_id: is required');
  });

  it('needs a session (unauthorized) and a CSRF token (csrf_failed)', async () => {
    const anonymous = await clientFor(server, null);
    const signedOut = await anonymous.post('RepinResource', 'create', { pin_id: original });
    expect(signedOut.status).toBe(401);
    expect(errorCode(signedOut)).toBe('unauthorized');
    const { user, api } = await newSaver();
    const noCsrf = await api.post('RepinResource', 'create', { pin_id: original }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(errorCode(noCsrf)).toBe('csrf_failed');
    expect(await quickSavesBoards(user.id)).toHaveLength(0);
  });
});

describe('PinResource delete (unsave)', () => {
  it('deletes the local pin: saved_info goes away, the original stays', async () => {
    const { api } = await newSaver();
    const saved = data(await api.post('RepinResource', 'create', { pin_id: original }));
    const res = await api.post('PinResource', 'delete', {
      id: saved.id,
      client_tracking_params: 'x',
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res)).toBeNull();
    expect((await api.get('PinResource', { id: saved.id })).status).toBe(404);
    const pin = data(await api.get('PinResource', { id: original }));
    expect(pin.saved_info).toBeNull();
  });

  it('needs CSRF', async () => {
    const { api } = await newSaver();
    const saved = data(await api.post('RepinResource', 'create', { pin_id: original }));
    const res = await api.post('PinResource', 'delete', { id: saved.id }, { csrf: false });
    expect(errorCode(res)).toBe('csrf_failed');
    expect(await server.ctx.stores.pins.byId(saved.id)).toBeDefined();
  });
});

describe('PinResource update', () => {
  let api: ApiClient;
  let user: { id: string; username: string };
  beforeAll(async () => {
    ({ user, api } = await newSaver());
  });

  it('edits title, description, link and alt text and answers the pin', async () => {
    const board = await createBoard(server.ctx, user.id);
    const pin = await createPin(server.ctx, board, user.id);
    const res = await api.post('PinResource', 'update', {
      id: pin,
      title: '  New title ',
      description: 'New words',
      link: 'https://www.example.org/recipe',
      alt_text: 'Copper pans on a rail',
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res)).toMatchObject({
      id: pin,
      title: 'New title',
      description: 'New words',
      link: 'https://www.example.org/recipe',
      domain: 'example.org',
      alt_text: 'Copper pans on a rail',
    });
    const cleared = await api.post('PinResource', 'update', { id: pin, link: '' });
    expect(data(cleared)).toMatchObject({ link: null, domain: null });
  });

  it.each([
    ['title', { title: 'x'.repeat(101) }, 'title: must be at most 100 characters'],
    [
      'description',
      { description: 'x'.repeat(501) },
      'description: must be at most 500 characters',
    ],
    ['alt_text', { alt_text: 'x'.repeat(501) }, 'alt_text: must be at most 500 characters'],
    ['link', { link: 'javascript:alert(1)' }, 'link: must start with http:// or https://'],
    ['link', { link: 'ftp://example.com/a' }, 'link: must start with http:// or https://'],
    ['unknown', { colour: 'red' }, 'unknown field: colour'],
  ])('refuses a bad %s: invalid_parameters naming it', async (_f, change, message) => {
    const board = await createBoard(server.ctx, user.id);
    const pin = await createPin(server.ctx, board, user.id);
    const res = await api.post('PinResource', 'update', { id: pin, ...change });
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error?.message).toBe(message);
  });

  it('moves a pin between sections and out of them', async () => {
    const board = await createBoard(server.ctx, user.id);
    const a = await createSection(server.ctx, board.id, 'A');
    const b = await createSection(server.ctx, board.id, 'B');
    const pin = await createPin(server.ctx, board, user.id, { section_id: a });
    await api.post('PinResource', 'update', { id: pin, section: b });
    expect(String((await server.ctx.stores.pins.byId(pin))!.section_id)).toBe(b);
    await api.post('PinResource', 'update', { id: pin, section: null });
    expect((await server.ctx.stores.pins.byId(pin))!.section_id).toBeNull();
  });

  it('moves a pin to another board, keeping board_privacy in step', async () => {
    const from = await createBoard(server.ctx, user.id);
    const to = await createBoard(server.ctx, user.id, { privacy: 'secret' });
    const section = await createSection(server.ctx, to.id);
    const pin = await createPin(server.ctx, from, user.id);
    const res = await api.post('PinResource', 'update', { id: pin, board_id: to.id, section });
    expect(res.status, res.raw).toBe(200);
    const row = (await server.ctx.stores.pins.byId(pin))!;
    expect(String(row.board_id)).toBe(to.id);
    expect(String(row.section_id)).toBe(section);
    expect(row.board_privacy).toBe('secret');
    expect(data(res).board).toMatchObject({ id: to.id, privacy: 'secret' });
  });

  it("refuses a section of a board other than the pin's (target) board", async () => {
    const board = await createBoard(server.ctx, user.id);
    const other = await createBoard(server.ctx, user.id);
    const section = await createSection(server.ctx, other.id);
    const pin = await createPin(server.ctx, board, user.id);
    const res = await api.post('PinResource', 'update', { id: pin, section });
    expect(res.status).toBe(400);
    expect(res.body.resource_response.error?.message).toBe(
      'section: is not a section of that board',
    );
  });
});
