// Counts and summaries across blocks (docs/ARCHITECTURE.md "Follows, collaboration and
// blocking"): for a signed-in viewer, counts leave out people in a block with the viewer,
// either direction — a user's follower and following counts, a board's follower, pin and
// collaborator counts, a section's pin count, a profile's board and pin counts, people's
// follower counts in search — and a pin shows no native_creator, promoter or sponsor summary
// of such a person. Signed-out counts (and those of a viewer in no block) count everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { addCollaborator, createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { createSection, data, errorCode } from './saving-fixtures';
import { sessionClient } from './sessions';

type U = { id: string; username: string };
let server: TestServer;
/** The owner of the shared board; `viewer` blocked `blocked`; `blocker` blocked `viewer`. */
let owner: U;
let viewer: U;
let blocked: U;
let blocker: U;
let third: U;
let board: { id: string; privacy: string };
let sectionId: string;
let attributed: string;
const clients = new Map<string, ApiClient>();
const as = (u: U | null) => (u ? clients.get(u.id)! : clients.get('anon')!);

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  owner = await createUser(ctx, { first_name: 'Ottoline' });
  viewer = await createUser(ctx);
  blocked = await createUser(ctx);
  blocker = await createUser(ctx);
  third = await createUser(ctx);
  board = await createBoard(ctx, owner.id, { name: 'Shared' });
  sectionId = await createSection(ctx, board.id, 'Corner');
  await createBoard(ctx, blocked.id);
  await createBoard(ctx, blocker.id);
  // Everyone but the viewer follows the owner and the board; the owner follows them back.
  for (const u of [blocked, blocker, third]) {
    await ctx.stores.users.follow(u.id, owner.id, Date.now());
    await ctx.stores.users.follow(owner.id, u.id, Date.now());
    await ctx.storage.db
      .insertInto('board_follows')
      .values({ user_id: u.id, board_id: board.id, created_at: Date.now() })
      .execute();
  }
  await addCollaborator(ctx, board.id, blocked.id, owner.id);
  await addCollaborator(ctx, board.id, third.id, owner.id);
  // On the board: the owner's pin, the blocked collaborator's (in the section), the third
  // person's, and the third person's save of a pin of the blocker.
  await createPin(ctx, board, owner.id);
  await createPin(ctx, board, blocked.id, { section_id: sectionId });
  await createPin(ctx, board, third.id, { section_id: sectionId });
  const blockersBoard = await createBoard(ctx, blocker.id);
  const blockersPin = await createPin(ctx, blockersBoard, blocker.id);
  await createPin(ctx, board, third.id, { origin_pin_id: blockersPin });
  // The viewer's own pin and their save of the blocker's pin (kept when the block came).
  const viewersBoard = await createBoard(ctx, viewer.id);
  await createPin(ctx, viewersBoard, viewer.id);
  await createPin(ctx, viewersBoard, viewer.id, { origin_pin_id: blockersPin });
  // A pin of the third person made by the blocked person and promoted by the blocker.
  const thirdsBoard = await createBoard(ctx, third.id);
  attributed = await createPin(ctx, thirdsBoard, third.id);
  await ctx.storage.db
    .updateTable('pins')
    .set({
      native_creator_id: blocked.id,
      promoter_id: blocker.id,
      sponsorship: JSON.stringify({ status: 1, sponsor_id: blocker.id }),
    })
    .where('id', '=', attributed)
    .execute();
  for (const u of [owner, viewer, blocked, blocker, third]) {
    clients.set(u.id, await sessionClient(server, u.id));
  }
  clients.set('anon', new ApiClient(server.app));
  await as(viewer).post('UserBlockResource', 'create', { blocked_user_id: blocked.id });
  await as(blocker).post('UserBlockResource', 'create', { blocked_user_id: viewer.id });
});
afterAll(() => server.close());

const profile = async (who: U | null, of: U) =>
  data(await as(who).get('UserResource', { username: of.username }));
const boardSeen = async (who: U | null) =>
  data(await as(who).get('BoardResource', { board_id: board.id }));

describe('a user’s counts', () => {
  it('follower_count and following_count leave out people in a block with the viewer', async () => {
    expect(await profile(viewer, owner)).toMatchObject({ follower_count: 1, following_count: 1 });
    for (const who of [null, third]) {
      expect(await profile(who, owner)).toMatchObject({ follower_count: 3, following_count: 3 });
    }
  });

  it('pin_count leaves out pins a block hides (the save of the blocker’s pin)', async () => {
    expect((await profile(viewer, third)).pin_count).toBe(2);
    expect((await profile(null, third)).pin_count).toBe(3);
  });

  it('the profile of someone the viewer blocked counts none of their boards or pins', async () => {
    expect(await profile(viewer, blocked)).toMatchObject({
      blocked_by_me: true,
      board_count: 0,
      pin_count: 0,
    });
    expect(await profile(null, blocked)).toMatchObject({ board_count: 1, pin_count: 1 });
  });

  it('the viewer’s own counts (Me) leave out their save of the blocker’s pin, as their lists do', async () => {
    expect(data(await as(viewer).get('UserResource', {})).pin_count).toBe(1);
    expect((await profile(null, viewer)).pin_count).toBe(2);
  });

  it('search’s people carry the same follower_count', async () => {
    const found = async (who: U | null) =>
      (
        data(await as(who).get('BaseSearchResource', { scope: 'users', query: 'Ottoline' })) as {
          id: string;
          follower_count: number;
        }[]
      ).find((u) => u.id === owner.id)?.follower_count;
    expect(await found(viewer)).toBe(1);
    expect(await found(null)).toBe(3);
  });
});

describe('a board’s counts', () => {
  it('follower, pin and collaborator counts leave out people in a block with the viewer', async () => {
    expect(await boardSeen(viewer)).toMatchObject({
      follower_count: 1,
      pin_count: 2,
      collaborator_count: 1,
      is_collaborative: true,
    });
    for (const who of [null, third]) {
      expect(await boardSeen(who)).toMatchObject({
        follower_count: 3,
        pin_count: 4,
        collaborator_count: 2,
      });
    }
  });

  it('a section’s pin_count leaves out the blocked person’s pin, on the board and in a rename’s answer', async () => {
    const corner = (b: { sections: { id: string; pin_count: number }[] }) =>
      b.sections.find((s) => s.id === sectionId)?.pin_count;
    expect(corner(await boardSeen(viewer))).toBe(1);
    expect(corner(await boardSeen(null))).toBe(2);
    const renamed = await as(third).post('BoardSectionResource', 'update', {
      section_id: sectionId,
      title: 'Corner',
    });
    expect(data(renamed).pin_count).toBe(2);
  });

  it('the owner’s boards list and the board feed agree with the counts', async () => {
    const listed = data(await as(viewer).get('BoardsResource', { username: owner.username })) as {
      id: string;
      pin_count: number;
    }[];
    expect(listed.find((b) => b.id === board.id)?.pin_count).toBe(2);
    const feed = data(await as(viewer).get('BoardFeedResource', { board_id: board.id }));
    expect(feed).toHaveLength(2);
  });
});

describe('summaries of people in a block with the viewer', () => {
  it('a pin shows no native_creator, promoter or sponsor who is in a block with the viewer', async () => {
    const seen = data(await as(viewer).get('PinResource', { id: attributed }));
    expect(seen).toMatchObject({ native_creator: null, promoter: null });
    expect(seen.sponsorship).toMatchObject({ status: 1, sponsor: null });
    for (const who of [null, third]) {
      const pin = data(await as(who).get('PinResource', { id: attributed }));
      expect(pin.native_creator).toMatchObject({ id: blocked.id });
      expect(pin.promoter).toMatchObject({ id: blocker.id });
      expect(pin.sponsorship.sponsor).toMatchObject({ id: blocker.id });
    }
  });

  it('the same pin in a feed carries the same summaries', async () => {
    const thirdsBoards = data(await as(viewer).get('BoardsResource', { username: third.username }));
    const feedOf = async (who: U | null, boardId: string) =>
      data(await as(who).get('BoardFeedResource', { board_id: boardId })) as {
        id: string;
        native_creator: unknown;
      }[];
    const thirdsBoard = (thirdsBoards as { id: string; name: string }[]).find(
      (b) => b.name !== 'Shared',
    )!;
    const inFeed = (await feedOf(viewer, thirdsBoard.id)).find((p) => p.id === attributed);
    expect(inFeed?.native_creator).toBeNull();
    const signedOut = (await feedOf(null, thirdsBoard.id)).find((p) => p.id === attributed);
    expect(signedOut?.native_creator).toMatchObject({ id: blocked.id });
  });
});

describe('deleting pins a block hides', () => {
  it("the board's owner cannot delete a pin hidden from them: PinResource delete is not_found, BulkEditResource delete names it as not on the board", async () => {
    const { ctx } = server;
    const boardOwner = await createUser(ctx);
    const hiddenPinner = await createUser(ctx);
    const shared = await createBoard(ctx, boardOwner.id);
    const hidden = await createPin(ctx, shared, hiddenPinner.id);
    const shown = await createPin(ctx, shared, boardOwner.id);
    const api = await sessionClient(server, boardOwner.id);
    await api.post('UserBlockResource', 'create', { blocked_user_id: hiddenPinner.id });
    expect(errorCode(await api.post('PinResource', 'delete', { id: hidden }))).toBe('not_found');
    const bulk = await api.post('BulkEditResource', 'delete', {
      board_id: shared.id,
      pin_ids: [shown, hidden],
    });
    expect(errorCode(bulk)).toBe('invalid_parameters');
    expect(bulk.body.resource_response.error?.message).toContain(hidden);
    // All or nothing: the pin they may delete is still there.
    expect(await ctx.stores.pins.byId(shown)).toBeDefined();
    expect(await ctx.stores.pins.byId(hidden)).toBeDefined();
  });
});
