// docs/DESIGN.md §3, hot queries: a young database that was never ANALYZEd (the demo, any new
// install) has no statistics, and the planner may then pick a join order that walks the table.
// Related pins once did: for each of every public original it scanned the scored candidates
// (100-600 ms a page on the 520-pin demo). The scored candidates must stay the outer loop,
// each pin looked up by its id, with or without statistics.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { discoveryQueries } from '../../src/storage/discovery-feeds-queries';
import { createInterest, tag } from './discovery-fixtures';
import { explainPlan } from './explain';
import { createBoard, createPin, createUser } from './factories';
import { ENGINE, startTestServer, type TestServer } from './harness';

let server: TestServer;
let boardId: string;
let interestId: string;
let viewerId: string;

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  const user = await createUser(ctx);
  viewerId = (await createUser(ctx)).id;
  const board = await createBoard(ctx, user.id);
  boardId = board.id;
  interestId = (await createInterest(ctx, 'Gardening')).id;
  for (let i = 0; i < 40; i += 1) {
    const pin = await createPin(ctx, board, user.id);
    if (i % 2 === 0) await tag(ctx, pin, { id: interestId });
  }
  // A few hundred public originals, as on the demo; and no ANALYZE.
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12)
    INSERT INTO pins (board_id, pinner_id, origin_pin_id, board_privacy, image_signature,
      domain, created_at, updated_at)
    SELECT board_id, pinner_id, origin_pin_id, board_privacy, image_signature, domain,
      created_at, updated_at
    FROM pins CROSS JOIN n`.execute(ctx.storage.db);
  if (ENGINE === 'sqlite') {
    const stats = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master
      WHERE name = 'sqlite_stat1'`.execute(ctx.storage.db);
    expect(stats.rows[0]?.n, 'this test needs a database without statistics').toBe(0);
  }
});
afterAll(() => server.close());

it('related pins: the scored candidates are the outer loop and each pin is found by its id', async () => {
  const query = discoveryQueries(server.ctx.storage.db).scored({
    signals: [
      { kind: 'board', id: boardId, weight: 2 },
      { kind: 'interest', id: interestId, weight: 1 },
      { kind: 'domain', domain: 'example.com', weight: 1 },
    ],
    perSignal: 100,
    excludeRoot: '1',
    excludeBoard: null,
    viewerId,
    after: null,
    limit: 26,
  });
  if (!query) throw new Error('no query');
  const text = await explainPlan(server.ctx.storage, query);
  if (ENGINE === 'sqlite') {
    // The top level of the plan: the scores are scanned, and the very next step finds the pin.
    const lines = text.split('\n');
    const outer = lines.findIndex((l) => /^SCAN sc\b/.test(l));
    expect(outer, text).toBeGreaterThanOrEqual(0);
    expect(lines[outer + 1], text).toMatch(/^SEARCH pins USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  } else {
    // PostgreSQL keeps its own statistics (autovacuum); the trap to rule out is a table scan.
    expect(text).not.toMatch(/Seq Scan on pins\b/);
  }
});
