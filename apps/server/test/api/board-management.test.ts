// Boards and sections (docs/API.md §3 BoardResource, BoardSectionResource, BulkEditResource; spec
// 002 §5, req 002-5.12: "Board title max 50 characters; board pin description max 500"), and
// privacy (docs/DESIGN.md §5): a board turned secret hides its pins from everyone but its owner and
// collaborators, on every path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { addCollaborator, createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { allIds, clientFor, createSection, data, errorCode } from './saving-fixtures';

let server: TestServer;

const newUser = async () => {
  const user = await createUser(server.ctx);
  return { user, api: await clientFor(server, user) };
};
const message = (res: { body: { resource_response: { error?: { message: string } } } }) =>
  res.body.resource_response.error?.message;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('BoardResource create', () => {
  it('creates a board and answers the full Board shape of docs/API.md §2', async () => {
    const { user, api } = await newUser();
    const res = await api.post('BoardResource', 'create', {
      name: '  Places to go ',
      privacy: 'secret',
      description: 'Trips',
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res)).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'Places to go',
      url: `/${user.username}/places-to-go/`,
      privacy: 'secret',
      layout: 'default',
      description: 'Trips',
      pin_count: 0,
      section_count: 0,
      follower_count: 0,
      is_collaborative: false,
      collaborator_count: 0,
      collaborated_by_me: false,
      followed_by_me: false,
      owner: { id: user.id, username: user.username, full_name: 'Test User' },
      images: { '170x': [] },
      sections: [],
      created_at: expect.any(String),
    });
    const got = await api.get('BoardResource', { board_id: data(res).id });
    expect(data(got).url).toBe(data(res).url);
  });

  it('gives every board a free slug: a profile sub-path and a name slugified alike get suffixes', async () => {
    const { user, api } = await newUser();
    const tried = data(
      await api.post('BoardResource', 'create', { name: 'Tried', privacy: 'public' }),
    );
    expect(tried.url).toBe(`/${user.username}/tried-board/`);
    await api.post('BoardResource', 'create', { name: 'Café', privacy: 'public' });
    const second = data(
      await api.post('BoardResource', 'create', { name: 'Cafe!', privacy: 'public' }),
    );
    expect(second.url).toBe(`/${user.username}/cafe-2/`);
  });

  it('answers conflict for a name the user already has (any case), or that board with return_existing', async () => {
    const { api } = await newUser();
    const first = data(
      await api.post('BoardResource', 'create', { name: 'Recipes', privacy: 'public' }),
    );
    const again = await api.post('BoardResource', 'create', { name: 'recipes', privacy: 'public' });
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('conflict');
    const existing = await api.post('BoardResource', 'create', {
      name: 'RECIPES',
      privacy: 'secret',
      return_existing: true,
    });
    expect(existing.status).toBe(200);
    expect(data(existing).id).toBe(first.id);
    expect(data(existing).privacy).toBe('public');
  });

  it('lets two users use the same name', async () => {
    const a = await newUser();
    const b = await newUser();
    for (const { api } of [a, b]) {
      const res = await api.post('BoardResource', 'create', { name: 'Garden', privacy: 'public' });
      expect(res.status).toBe(200);
    }
  });

  it('creates the quick-saves board with the spec 002 §7 quick-save call (req 002-7.02), once', async () => {
    const { user, api } = await newUser();
    const call = {
      name: 'Quick Saves',
      layout: 'quick_saves',
      protected: false,
      return_existing: true,
      user_id: user.id,
    };
    const first = await api.post('BoardResource', 'create', call);
    expect(first.status, first.raw).toBe(200);
    expect(data(first)).toMatchObject({
      name: 'Quick Saves',
      layout: 'quick_saves',
      privacy: 'public',
    });
    const second = await api.post('BoardResource', 'create', call);
    expect(data(second).id).toBe(data(first).id);
    const withoutReturn = await api.post('BoardResource', 'create', {
      ...call,
      return_existing: false,
    });
    expect(errorCode(withoutReturn)).toBe('conflict');
    const saved = await api.post('RepinResource', 'create', {
      pin_id: await createPin(server.ctx, await createBoard(server.ctx, user.id), user.id),
    });
    expect(data(saved).board.id).toBe(data(first).id);
    const state = await api.get('UserStateResource', { state: 'QUICK_SAVES_BOARD_ID' });
    expect(data(state).value).toBe(data(first).id);
  });

  it.each([
    [
      'name over 50',
      { name: 'x'.repeat(51), privacy: 'public' },
      'name: must be at most 50 characters',
    ],
    ['a blank name', { name: '   ', privacy: 'public' }, 'name: is required'],
    ['no privacy', { name: 'Board' }, 'privacy: is required'],
    [
      'an unknown privacy',
      { name: 'Board', privacy: 'friends' },
      'privacy: must be one of "public", "secret", "protected"',
    ],
    [
      'description over 500',
      { name: 'Board', privacy: 'public', description: 'x'.repeat(501) },
      'description: must be at most 500 characters',
    ],
    [
      'an unknown field',
      { name: 'Board', privacy: 'public', colour: 'red' },
      'unknown field: colour',
    ],
  ])('refuses %s with invalid_parameters naming the field', async (_label, options, text) => {
    const { api } = await newUser();
    const res = await api.post('BoardResource', 'create', options);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('invalid_parameters');
    expect(message(res)).toBe(text);
  });

  it('accepts a name of exactly 50 characters', async () => {
    const { api } = await newUser();
    const res = await api.post('BoardResource', 'create', {
      name: 'x'.repeat(50),
      privacy: 'public',
    });
    expect(res.status).toBe(200);
  });

  it('refuses to create for another user, without a session, or without CSRF', async () => {
    const { api } = await newUser();
    const other = await createUser(server.ctx);
    const asOther = await api.post('BoardResource', 'create', {
      name: 'Mine',
      privacy: 'public',
      username: other.username,
    });
    expect(errorCode(asOther)).toBe('forbidden');
    const anonymous = await clientFor(server, null);
    const signedOut = await anonymous.post('BoardResource', 'create', {
      name: 'X',
      privacy: 'public',
    });
    expect(errorCode(signedOut)).toBe('unauthorized');
    const noCsrf = await api.post(
      'BoardResource',
      'create',
      { name: 'X', privacy: 'public' },
      { csrf: false },
    );
    expect(errorCode(noCsrf)).toBe('csrf_failed');
  });
});

describe('BoardResource update and delete', () => {
  it('renames a board: its URL follows the name; a name in use is a conflict', async () => {
    const { user, api } = await newUser();
    const board = data(
      await api.post('BoardResource', 'create', { name: 'Old', privacy: 'public' }),
    );
    await api.post('BoardResource', 'create', { name: 'Taken', privacy: 'public' });
    const res = await api.post('BoardResource', 'update', {
      board_id: board.id,
      name: 'New name',
      description: 'Now described',
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res)).toMatchObject({
      name: 'New name',
      url: `/${user.username}/new-name/`,
      description: 'Now described',
    });
    const same = await api.post('BoardResource', 'update', {
      board_id: board.id,
      name: 'New name',
    });
    expect(same.status).toBe(200);
    const taken = await api.post('BoardResource', 'update', { board_id: board.id, name: 'taken' });
    expect(errorCode(taken)).toBe('conflict');
    const long = await api.post('BoardResource', 'update', {
      board_id: board.id,
      name: 'y'.repeat(51),
    });
    expect(message(long)).toBe('name: must be at most 50 characters');
  });

  it('deletes a board with its pins and sections; others keep their saves of its pins', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const pin = await createPin(server.ctx, board, user.id);
    const section = await createSection(server.ctx, board.id);
    const saver = await newUser();
    const save = data(await saver.api.post('RepinResource', 'create', { pin_id: pin }));
    const res = await api.post('BoardResource', 'delete', { board_id: board.id });
    expect(res.status, res.raw).toBe(200);
    expect(await server.ctx.stores.boards.byId(board.id)).toBeUndefined();
    expect(await server.ctx.stores.pins.byId(pin)).toBeUndefined();
    expect(await server.ctx.stores.boardWrites.section(section)).toBeUndefined();
    expect((await saver.api.get('PinResource', { id: save.id })).status).toBe(200);
    expect((await api.get('BoardResource', { board_id: board.id })).status).toBe(404);
  });
});

describe('privacy change hides the board and its pins from others everywhere', () => {
  let owner: { id: string; username: string };
  let ownerApi: ApiClient;
  let collaboratorApi: ApiClient;
  let strangerApi: ApiClient;
  let anonymous: ApiClient;
  let boardId: string;
  let pin: string;

  beforeAll(async () => {
    ({ user: owner, api: ownerApi } = await newUser());
    const collaborator = await newUser();
    collaboratorApi = collaborator.api;
    strangerApi = (await newUser()).api;
    anonymous = await clientFor(server, null);
    const board = await createBoard(server.ctx, owner.id, { name: 'Turning secret' });
    boardId = board.id;
    await addCollaborator(server.ctx, boardId, collaborator.user.id, owner.id);
    pin = await createPin(server.ctx, board, owner.id);
  });

  const seenBy = async (api: ApiClient) => ({
    pin: (await api.get('PinResource', { id: pin })).status === 200,
    board: (await api.get('BoardResource', { board_id: boardId })).status === 200,
    feed: (await api.get('BoardFeedResource', { board_id: boardId })).status === 200,
    saved: (await allIds(api, 'UserSavedResource', { username: owner.username })).includes(pin),
    created: (await allIds(api, 'UserPinsResource', { username: owner.username })).includes(pin),
    home: (await allIds(api, 'UserHomefeedResource', {})).includes(pin),
    boards: (
      await api.get('BoardsResource', { username: owner.username })
    ).body.resource_response.data
      .map((b: { id: string }) => b.id)
      .includes(boardId),
  });
  const everywhere = (value: boolean) => ({
    pin: value,
    board: value,
    feed: value,
    saved: value,
    created: value,
    home: value,
    boards: value,
  });

  it('public: everyone sees it', async () => {
    for (const api of [strangerApi, anonymous]) expect(await seenBy(api)).toEqual(everywhere(true));
  });

  it('secret: not_found for strangers and signed-out visitors on every path', async () => {
    const res = await ownerApi.post('BoardResource', 'update', {
      board_id: boardId,
      privacy: 'secret',
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res).privacy).toBe('secret');
    for (const api of [strangerApi, anonymous])
      expect(await seenBy(api)).toEqual(everywhere(false));
    const forOwner = await seenBy(ownerApi);
    expect(forOwner).toMatchObject({
      pin: true,
      board: true,
      feed: true,
      saved: true,
      boards: true,
    });
    const forCollaborator = await seenBy(collaboratorApi);
    expect(forCollaborator).toMatchObject({ pin: true, board: true, feed: true });
    expect((await server.ctx.stores.pins.byId(pin))!.board_privacy).toBe('secret');
  });

  it('a collaborator cannot change it back (forbidden)', async () => {
    const res = await collaboratorApi.post('BoardResource', 'update', {
      board_id: boardId,
      privacy: 'public',
    });
    expect(errorCode(res)).toBe('forbidden');
  });

  it('public again: everyone sees it again', async () => {
    await ownerApi.post('BoardResource', 'update', { board_id: boardId, privacy: 'public' });
    for (const api of [strangerApi, anonymous]) expect(await seenBy(api)).toEqual(everywhere(true));
  });

  it('protected: visible on the board, the pin and the profile, but not in the home feed', async () => {
    await ownerApi.post('BoardResource', 'update', { board_id: boardId, privacy: 'protected' });
    expect(await seenBy(anonymous)).toEqual({ ...everywhere(true), home: false });
  });
});

describe('BoardSectionResource', () => {
  it('creates, renames and deletes a section; its pins stay on the board', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const created = await api.post('BoardSectionResource', 'create', {
      board_id: board.id,
      title: ' Weeknight ',
    });
    expect(created.status, created.raw).toBe(200);
    expect(data(created)).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'Weeknight',
      slug: 'weeknight',
      pin_count: 0,
    });
    const sectionId = data(created).id;
    const pin = await createPin(server.ctx, board, user.id, { section_id: sectionId });
    const renamed = await api.post('BoardSectionResource', 'update', {
      section_id: sectionId,
      title: 'Weekend',
    });
    expect(data(renamed)).toEqual({
      id: sectionId,
      title: 'Weekend',
      slug: 'weekend',
      pin_count: 1,
    });
    const shown = data(await api.get('BoardResource', { board_id: board.id }));
    expect(shown.sections).toEqual([data(renamed)]);
    expect(shown.section_count).toBe(1);
    const deleted = await api.post('BoardSectionResource', 'delete', { section_id: sectionId });
    expect(deleted.status).toBe(200);
    const row = (await server.ctx.stores.pins.byId(pin))!;
    expect(String(row.board_id)).toBe(board.id);
    expect(row.section_id).toBeNull();
  });

  it('answers conflict for a title the board already has, and names the field when too long', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    await api.post('BoardSectionResource', 'create', { board_id: board.id, title: 'Soups' });
    const again = await api.post('BoardSectionResource', 'create', {
      board_id: board.id,
      title: 'soups',
    });
    expect(errorCode(again)).toBe('conflict');
    const long = await api.post('BoardSectionResource', 'create', {
      board_id: board.id,
      title: 'x'.repeat(51),
    });
    expect(message(long)).toBe('title: must be at most 50 characters');
  });

  it('answers not_found for a section that is not on the named board', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const other = await createBoard(server.ctx, user.id);
    const section = await createSection(server.ctx, board.id);
    const res = await api.post('BoardSectionResource', 'update', {
      section_id: section,
      board_id: other.id,
      title: 'Moved',
    });
    expect(errorCode(res)).toBe('not_found');
  });
});

describe('BulkEditResource delete', () => {
  it('deletes many pins of a board at once', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const pins = [];
    for (let i = 0; i < 3; i += 1) pins.push(await createPin(server.ctx, board, user.id));
    const res = await api.post('BulkEditResource', 'delete', {
      board_id: board.id,
      pin_ids: pins.slice(0, 2),
    });
    expect(res.status, res.raw).toBe(200);
    expect(data(res).deleted_pin_ids.sort()).toEqual(pins.slice(0, 2).sort());
    expect(await allIds(api, 'BoardFeedResource', { board_id: board.id })).toEqual([pins[2]]);
  });

  it('is all-or-nothing: one pin not on the board refuses the lot', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const other = await createBoard(server.ctx, user.id);
    const here = await createPin(server.ctx, board, user.id);
    const there = await createPin(server.ctx, other, user.id);
    const res = await api.post('BulkEditResource', 'delete', {
      board_id: board.id,
      pin_ids: [here, there],
    });
    expect(res.status).toBe(400);
    expect(message(res)).toBe(`pin_ids: ${there} is not on that board`);
    expect(await server.ctx.stores.pins.byId(here)).toBeDefined();
  });

  it("a collaborator deleting their own pin and the owner's: forbidden, nothing deleted", async () => {
    const owner = await newUser();
    const collaborator = await newUser();
    const board = await createBoard(server.ctx, owner.user.id);
    await addCollaborator(server.ctx, board.id, collaborator.user.id, owner.user.id);
    const mine = await createPin(server.ctx, board, collaborator.user.id);
    const theirs = await createPin(server.ctx, board, owner.user.id);
    const res = await collaborator.api.post('BulkEditResource', 'delete', {
      board_id: board.id,
      pin_ids: [mine, theirs],
    });
    expect(errorCode(res)).toBe('forbidden');
    expect(await server.ctx.stores.pins.byId(mine)).toBeDefined();
  });

  it('with section_id, every pin must be in that section', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const section = await createSection(server.ctx, board.id);
    const inSection = await createPin(server.ctx, board, user.id, { section_id: section });
    const outside = await createPin(server.ctx, board, user.id);
    const refused = await api.post('BulkEditResource', 'delete', {
      board_id: board.id,
      section_id: section,
      pin_ids: [inSection, outside],
    });
    expect(message(refused)).toBe(`pin_ids: ${outside} is not on that section`);
    const ok = await api.post('BulkEditResource', 'delete', {
      board_id: board.id,
      section_id: section,
      pin_ids: [inSection],
    });
    expect(ok.status).toBe(200);
  });

  it('takes at most 250 pins', async () => {
    const { user, api } = await newUser();
    const board = await createBoard(server.ctx, user.id);
    const res = await api.post('BulkEditResource', 'delete', {
      board_id: board.id,
      pin_ids: Array.from({ length: 251 }, (_, i) => String(i + 1)),
    });
    expect(message(res)).toBe('pin_ids: must have at most 250 items');
  });
});
