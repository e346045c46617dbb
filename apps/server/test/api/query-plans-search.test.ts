// docs/DESIGN.md §3: hot queries have an EXPLAIN test on both engines. A search reads the
// full-text index (SQLite FTS5 virtual table, PostgreSQL GIN) and reaches pins by primary key:
// never a scan of pins, signed out or signed in (blocks and search hides added).
import { sql } from 'kysely';
import { parseSearchQuery, type PinSearchFilter } from '@corkboard/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBoard, createPin, createUser } from './factories';
import { explainPlan } from './explain';
import { ENGINE, startTestServer, type TestServer } from './harness';
import { searchPin } from './search-fixtures';

let server: TestServer;
let viewerId: string;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server.ctx);
  viewerId = (await createUser(server.ctx)).id;
  const board = await createBoard(server.ctx, user.id);
  const secret = await createBoard(server.ctx, user.id, { privacy: 'secret' });
  const origin = await searchPin(server, board, user.id, 'Walnut chair');
  // A rare word (a few in a hundred pins): the index is the way in. A common one may be read
  // newest first instead, stopping at the candidate limit (search-store.ts).
  for (let i = 0; i < 400; i += 1) {
    if (i % 40 === 0) await searchPin(server, board, user.id, `Walnut table ${i}`);
    else if (i % 4 === 1) await createPin(server.ctx, secret, user.id);
    else await createPin(server.ctx, board, user.id, { origin_pin_id: i % 3 ? origin : null });
  }
  await sql`ANALYZE`.execute(server.ctx.storage.db);
});
afterAll(() => server.close());

const plan = (filter: PinSearchFilter, viewer: string | null, after = false) =>
  explainPlan(
    server.ctx.storage,
    server.ctx.stores.search.pinsQuery(parseSearchQuery('walnut ch'), filter, {
      limit: 26,
      after: after ? { score: 1000, id: '1000000' } : null,
      viewerId: viewer,
    }),
  );

/** SQLite reaches each matched pin by a point lookup on its id (the primary key, or an index
 *  whose equality columns end in id), never by walking pins. */
const POINT_LOOKUP = /SEARCH pins USING (INTEGER PRIMARY KEY|(COVERING )?INDEX \S+ \([^)]*\bid=\?)/;

it.each([
  ['signed out, first page', 'originals', false, false],
  ['signed in, a later page', 'originals', true, true],
  ["the viewer's own pins", 'mine', true, false],
] as const)(
  'a pin search reads the full-text index, not pins: %s',
  async (_l, filter, signedIn, after) => {
    const text = await plan(filter, signedIn ? viewerId : null, after);
    if (ENGINE === 'sqlite') {
      expect(text).toMatch(/SCAN pins_search VIRTUAL TABLE INDEX \d+:M/);
      expect(text).toMatch(POINT_LOOKUP);
      expect(text).not.toMatch(/SCAN pins(?!_search)/);
    } else {
      expect(text).toMatch(/Bitmap Index Scan on pins_search/);
      expect(text).not.toMatch(/Seq Scan on pins/);
    }
  },
);

it('a narrower scope never scans pins either (PostgreSQL may start from a rarer filter)', async () => {
  const text = await plan('videos', viewerId);
  if (ENGINE === 'sqlite') {
    expect(text).toMatch(/SCAN pins_search VIRTUAL TABLE INDEX \d+:M/);
    expect(text).not.toMatch(/SCAN pins(?!_search)/);
  } else {
    expect(text).not.toMatch(/Seq Scan on pins/);
  }
});
