// docs/DESIGN.md §3 ("Hot queries get an EXPLAIN QUERY PLAN test"), for the discovery feeds of
// issue 6: each home feed source, the topic grid and the related-pins scoring walk their own
// index newest first (never a scan of pins), with only point lookups per candidate, on
// SQLite and PostgreSQL. A world of a few thousand pins, so PostgreSQL plans as it would live.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryQueries } from '../../src/storage/discovery-feeds-queries';
import { homeFeedQueries } from '../../src/storage/home-feed-queries';
import { createInterest, savePin, tag } from './discovery-fixtures';
import { explainPlan } from './explain';
import { createBoard, createPin, createUser } from './factories';
import { ENGINE, startTestServer, type TestServer } from './harness';

let server: TestServer;
let viewerId: string;
const followees: string[] = [];
const boards: string[] = [];
const interests: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  const viewer = await createUser(ctx);
  viewerId = viewer.id;
  const viewerBoard = await createBoard(ctx, viewer.id);
  for (const name of ['Sourdough', 'Camping', 'Knitting', 'Running']) {
    interests.push((await createInterest(ctx, name)).id);
  }
  for (let u = 0; u < 8; u += 1) {
    const user = await createUser(ctx);
    const board = await createBoard(ctx, user.id);
    const secret = await createBoard(ctx, user.id, { privacy: 'secret' });
    if (u < 4) followees.push(user.id);
    else boards.push(board.id);
    for (let i = 0; i < 20; i += 1) {
      const pin = await createPin(ctx, i % 5 === 0 ? secret : board, user.id);
      await tag(ctx, pin, { id: interests[i % interests.length]! });
      if (i % 4 === 1) await savePin(ctx, viewerBoard, viewer.id, pin);
    }
  }
  for (const id of followees) await ctx.stores.users.follow(viewer.id, id, 1);
  for (const id of boards) await ctx.stores.follows.followBoard(viewer.id, id, 1);
  await ctx.stores.interests.follow(viewer.id, interests[0]!, 1);
  const db = ctx.storage.db;
  // Grow the mix tenfold, then add 300 people the viewer does not follow with 60 pins each
  // (a fifth of them saves of the pins above), so a member's pins are a small part of the
  // table, as they are live; then tag the new originals.
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10)
    INSERT INTO pins (board_id, pinner_id, origin_pin_id, board_privacy, image_signature,
      domain, created_at, updated_at)
    SELECT board_id, pinner_id, origin_pin_id, board_privacy, image_signature, domain,
      created_at, updated_at
    FROM pins CROSS JOIN n`.execute(db);
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
    INSERT INTO users (username, email, password_hash, first_name, created_at)
    SELECT 'bulk' || i, 'bulk' || i || '@example.test', 'x', 'Bulk', 1 FROM n`.execute(db);
  await sql`INSERT INTO boards (owner_id, name, slug, privacy, created_at, last_pinned_at)
    SELECT id, 'Bulk', 'bulk', 'public', 1, 1 FROM users WHERE username LIKE 'bulk%'`.execute(db);
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
    INSERT INTO pins (board_id, pinner_id, origin_pin_id, board_privacy, image_signature,
      domain, created_at, updated_at)
    SELECT b.id, b.owner_id,
      CASE WHEN n.i % 5 = 0 THEN (SELECT min(id) FROM pins) + ((b.id * 7 + n.i) % 100) END,
      'public', (SELECT min(image_signature) FROM pins), 'bulk' || (b.id % 50) || '.example', 1, 1
    FROM boards b CROSS JOIN n WHERE b.name = 'Bulk'`.execute(db);
  await sql`INSERT INTO pin_interests (interest_id, pin_id)
    SELECT (SELECT min(id) FROM interests) + (pins.id % 4), pins.id FROM pins
    WHERE pins.origin_pin_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM pin_interests x WHERE x.pin_id = pins.id)`.execute(db);
  await sql`ANALYZE`.execute(ctx.storage.db);
});
afterAll(() => server.close());

const plan = (query: Parameters<typeof explainPlan>[1] | null) => {
  if (!query) throw new Error('no query');
  return explainPlan(server.ctx.storage, query);
};

/** A scan of the whole pins table (under any alias), the trap of docs/DESIGN.md §3. */
const fullScan = /^(SCAN|--SCAN) (pins|s|p)\s*$|Seq Scan on pins/m;
const page = (after: string | null) => ({ after, limit: 26 });
const pages = [
  ['the first page', null],
  ['a later page', '1000000'],
] as const;

describe('home feed sources', () => {
  const q = () => homeFeedQueries(server.ctx.storage.db);

  it.each(pages)('followed users: each followee walks pins_pinner_shown, %s', async (_l, after) => {
    const text = await plan(q().followedUsers(viewerId, followees, page(after)));
    // SQLite walks the partial index of the pins a followee's walk may show (migration 0021),
    // index-only. PostgreSQL may read a member's pins through any index led by pinner_id and
    // sort that member's rows: bounded by the member, never the table.
    expect(text).toMatch(
      ENGINE === 'sqlite' ? /pins_pinner_shown\b/ : /pins_pinner(_shown|_origin)?\b/,
    );
    expect(text).not.toMatch(fullScan);
  });

  it.each(pages)('followed boards: each board walks pins_board_shown, %s', async (_l, after) => {
    const text = await plan(q().followedBoards(viewerId, boards, page(after)));
    expect(text).toMatch(ENGINE === 'sqlite' ? /pins_board_shown\b/ : /pins_board(_shown)?\b/);
    expect(text).not.toMatch(fullScan);
  });

  it.each(pages)('interests: each walks the pin_interests primary key, %s', async (_l, after) => {
    for (const followed of [true, false]) {
      const text = await plan(
        q().interests(viewerId, interests.slice(0, 2), followed, page(after)),
      );
      expect(text).toMatch(/pin_interests_pk|sqlite_autoindex_pin_interests_1/);
      expect(text).not.toMatch(fullScan);
    }
  });

  it.each(pages)('popular walks public saves by pins_public_saves, %s', async (_l, after) => {
    for (const viewer of [viewerId, null]) {
      const text = await plan(q().popular(viewer, [interests[1]!], page(after)));
      expect(text).toMatch(/pins_public_saves/);
      // "Its newest save" and "has a public save" are probes of pins_origin_privacy.
      expect(text).toMatch(/pins_origin_privacy/);
      expect(text).not.toMatch(fullScan);
      if (ENGINE === 'sqlite') expect(text).not.toMatch(/TEMP B-TREE/);
    }
  });

  it.each(pages)('fresh walks pins_public_originals with no sort, %s', async (_l, after) => {
    for (const viewer of [viewerId, null]) {
      const text = await plan(q().fresh(viewer, [interests[1]!], page(after)));
      // Later pages may walk the primary key down from the cursor: also newest first, no sort.
      expect(text).toMatch(/pins_public_originals|INTEGER PRIMARY KEY \(rowid<\?\)|pins_pkey/);
      expect(text).toMatch(/pins_origin_privacy/);
      expect(text).not.toMatch(fullScan);
      expect(text).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it('per-candidate filters are point lookups: follows, hides, interests, blocks, own saves', async () => {
    const text = await plan(q().fresh(viewerId, [interests[1]!], page(null)));
    // PostgreSQL may instead hash the viewer's few follows, hides and blocks once per query.
    if (ENGINE === 'postgres') return expect(text).not.toMatch(/Seq Scan/);
    for (const index of [
      /user_follows_pk|sqlite_autoindex_user_follows_1/,
      /board_follows_pk|sqlite_autoindex_board_follows_1/,
      /pin_hides_pk|sqlite_autoindex_pin_hides_1/,
      /pin_interests_pin/,
      /user_blocks_pk|sqlite_autoindex_user_blocks_1/,
      /pins_pinner_origin/,
    ]) {
      expect(text).toMatch(index);
    }
  });
});

describe('topic grid and scored feeds', () => {
  const q = () => discoveryQueries(server.ctx.storage.db);

  it.each(pages)(
    'a topic walks the pin_interests primary key newest first, %s',
    async (_l, after) => {
      for (const viewer of [viewerId, null]) {
        const text = await plan(
          q().topicPins({
            interestId: interests[0]!,
            surface: 'ideas',
            viewerId: viewer,
            after,
            limit: 26,
          }),
        );
        expect(text).toMatch(/pin_interests_pk|sqlite_autoindex_pin_interests_1/);
        expect(text).not.toMatch(fullScan);
        if (ENGINE === 'sqlite') expect(text).not.toMatch(/TEMP B-TREE/);
      }
    },
  );

  it('related pins read each signal through its own index, bounded', async () => {
    const text = await plan(
      q().scored({
        signals: [
          { kind: 'board', id: boards[0]!, weight: 2 },
          { kind: 'interest', id: interests[0]!, weight: 1 },
          { kind: 'domain', domain: 'bulk7.example', weight: 1 },
        ],
        perSignal: 100,
        excludeRoot: '1',
        excludeBoard: null,
        viewerId,
        after: { score: 2, id: '1000000' },
        limit: 26,
      }),
    );
    // PostgreSQL may walk the board through its partial index of shown pins (migration 0021):
    // a public pin is one, so that walk is the board's too.
    expect(text).toMatch(/pins_board(_shown)?\b/);
    expect(text).toMatch(/pin_interests_pk|sqlite_autoindex_pin_interests_1/);
    expect(text).toMatch(/pins_public_domain/);
    expect(text).not.toMatch(fullScan);
  });
});
