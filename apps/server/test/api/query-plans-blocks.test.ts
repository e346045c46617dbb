// docs/DESIGN.md §3 trap, for a signed-in viewer with blocks: the block filter (storage/
// block-filter.ts) must keep the feeds walking pins newest-first by index, with only point
// lookups per row and no sort step, on both engines. Its own file because it needs a feed of
// realistic size (a few thousand pins): on a tiny table PostgreSQL rightly prefers to sort.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pinNotBlockedFor } from '../../src/storage/block-filter';
import { createBoard, createPin, createUser } from './factories';
import { explainPlan } from './explain';
import { ENGINE, startTestServer, type TestServer } from './harness';

let server: TestServer;
let viewerId: string;
let boardId: string;

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  const pinner = await createUser(ctx);
  const viewer = await createUser(ctx);
  viewerId = viewer.id;
  const board = await createBoard(ctx, pinner.id);
  boardId = board.id;
  const secret = await createBoard(ctx, pinner.id, { privacy: 'secret' });
  const origin = await createPin(ctx, board, pinner.id);
  for (let i = 0; i < 200; i += 1) {
    if (i % 4 === 0) await createPin(ctx, board, pinner.id);
    else if (i % 4 === 1) await createPin(ctx, secret, pinner.id);
    else await createPin(ctx, board, pinner.id, { origin_pin_id: origin });
  }
  // Someone who blocked the viewer, someone the viewer blocked, and blocks between others.
  const blocker = await createUser(ctx);
  const blockerBoard = await createBoard(ctx, blocker.id);
  for (let i = 0; i < 5; i += 1) await createPin(ctx, blockerBoard, blocker.id);
  const blocked = await createUser(ctx);
  const block = (a: string, b: string) =>
    ctx.stores.blocks.block({ blockerId: a, blockedId: b, source: null, context: null, at: 1 });
  await block(blocker.id, viewer.id);
  await block(viewer.id, blocked.id);
  const others = [];
  for (let i = 0; i < 10; i += 1) others.push((await createUser(ctx)).id);
  for (let i = 0; i + 1 < others.length; i += 1) await block(others[i]!, others[i + 1]!);
  // Grow the same mix about 30-fold in one statement.
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
    INSERT INTO pins (board_id, pinner_id, origin_pin_id, board_privacy, image_signature,
      created_at, updated_at)
    SELECT board_id, pinner_id, origin_pin_id, board_privacy, image_signature, created_at,
      updated_at
    FROM pins CROSS JOIN n`.execute(ctx.storage.db);
  await sql`ANALYZE`.execute(ctx.storage.db);
});
afterAll(() => server.close());

const plan = (query: Parameters<typeof explainPlan>[1]) => explainPlan(server.ctx.storage, query);

const noSort = /TEMP B-TREE|Sort/i;

it.each([
  ['the first page', null],
  ['a later page', '1000000'],
])(
  'the signed-in home feed with blocks walks pins newest-first by an index, for %s',
  async (_l, before) => {
    const db = server.ctx.storage.db;
    let query = db
      .selectFrom('pins')
      .selectAll('pins')
      .where('board_privacy', '=', 'public')
      .where('origin_pin_id', 'is', null);
    if (before) query = query.where('pins.id', '<', before);
    const text = await plan(
      query
        .where((eb) => pinNotBlockedFor(eb, viewerId))
        .orderBy('pins.id', 'desc')
        .limit(26),
    );
    expect(text).not.toMatch(noSort);
    expect(text).toMatch(/pins_public_originals|INTEGER PRIMARY KEY|pins_pkey/);
    expect(text).not.toMatch(/Seq Scan on pins/);
    // Every block check is a point lookup: nothing is scanned per row.
    if (ENGINE === 'sqlite') expect(text).not.toMatch(/^SCAN /m);
    else expect(text).not.toMatch(/Seq Scan on (boards|pins)/);
  },
);

it("a board's feed with blocks walks the board index newest first", async () => {
  const db = server.ctx.storage.db;
  const query = db
    .selectFrom('pins')
    .selectAll('pins')
    .where('board_id', '=', boardId)
    .where((eb) => pinNotBlockedFor(eb, viewerId))
    .orderBy('pins.id', 'desc')
    .limit(26);
  const text = await plan(query);
  expect(text).toMatch(/pins_board|pins_pkey/);
  expect(text).not.toMatch(noSort);
  if (ENGINE === 'sqlite') expect(text).not.toMatch(/^SCAN /m);
});
