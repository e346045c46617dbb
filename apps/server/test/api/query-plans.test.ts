// docs/DESIGN.md §3 trap: the feed must walk pins by index, never scan, on both engines.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBoard, createPin, createUser } from './factories';
import { explainPlan } from './explain';
import { ENGINE, startTestServer, type TestServer } from './harness';

let server: TestServer;
let smallBoardId: string;
beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server.ctx);
  const board = await createBoard(server.ctx, user.id);
  const secret = await createBoard(server.ctx, user.id, { privacy: 'secret' });
  // Realistic mix: most pins are saves or secret, so walking every pin would be the slow plan.
  const origin = await createPin(server.ctx, board, user.id);
  for (let i = 0; i < 300; i += 1) {
    if (i % 4 === 0) await createPin(server.ctx, board, user.id);
    else if (i % 4 === 1) await createPin(server.ctx, secret, user.id);
    else await createPin(server.ctx, board, user.id, { origin_pin_id: origin });
  }
  const small = await createBoard(server.ctx, user.id);
  smallBoardId = small.id;
  for (let i = 0; i < 3; i += 1) await createPin(server.ctx, small, user.id);
  if (ENGINE === 'sqlite') await sql`ANALYZE`.execute(server.ctx.storage.db);
  else await sql`ANALYZE pins`.execute(server.ctx.storage.db);
});
afterAll(() => server.close());

const plan = (query: Parameters<typeof explainPlan>[1]) => explainPlan(server.ctx.storage, query);

const noSort = /TEMP B-TREE|Sort/i;

it.each([
  ['the first page', null],
  ['a later page', '1000000'],
])(
  'the home feed walks pins newest-first by an index with no sort step, for %s',
  async (_l, before) => {
    const db = server.ctx.storage.db;
    let query = db
      .selectFrom('pins')
      .selectAll('pins')
      .where('board_privacy', '=', 'public')
      .where('origin_pin_id', 'is', null);
    if (before) query = query.where('pins.id', '<', before);
    const text = await plan(query.orderBy('pins.id', 'desc').limit(26));
    expect(text).not.toMatch(noSort);
    expect(text).toMatch(/pins_public_originals|INTEGER PRIMARY KEY|pins_pkey|SCAN pins$/m);
    expect(text).not.toMatch(/Seq Scan/);
  },
);

it("a small board's feed walks the board index newest first", async () => {
  const db = server.ctx.storage.db;
  const query = db
    .selectFrom('pins')
    .selectAll()
    .where('board_id', '=', smallBoardId)
    .orderBy('id', 'desc')
    .limit(26);
  const text = await plan(query);
  expect(text).toMatch(/pins_board/);
  // PostgreSQL may bitmap-scan the few rows of a small board and sort them: cheap and bounded.
  if (ENGINE === 'sqlite') expect(text).not.toMatch(noSort);
});
