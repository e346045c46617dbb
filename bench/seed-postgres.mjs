// Seeds a scratch PostgreSQL database (BENCH_PG=1) with the same shape as seed-sqlite.mjs:
//   node --import tsx bench/seed-postgres.mjs <databaseUrl> <pins>
// Schema from the server's migrations; rows generated inside PostgreSQL with generate_series
// (no million-row round trips), secondary pin indexes dropped during the load and re-created
// from their own definitions, then ANALYZE. As on SQLite, each pin's kind is drawn at random:
// ~10% on secret boards, ~20% saves of an earlier public original, the rest public originals.
// (Never a pattern of the id: the discovery seed tags topics by id % 50, and kinds by id % 10
// left every pin of topics 1, 11, .. secret, so /today/'s popular article had no cover.)
// Prints one JSON line.
import pg from 'pg';
import { createAppContext } from '../apps/server/src/app/create-context.ts';
import { parseConfig } from '../apps/server/src/config/config.ts';
import { benchBoard, RELATED_PIN_SQL, SESSION_COOKIE, seedDiscovery } from './seed-discovery.mjs';

const [url, pinsArg] = process.argv.slice(2);
const PINS = Number(pinsArg);
const USERS = Math.max(100, Math.round(PINS / 100) + (Math.round(PINS / 100) % 2));
const BOARDS = USERS * 5; // a multiple of 10: every 10th board is secret
const IMAGES = Math.max(20, Math.round(PINS / 1000));
const T0 = Date.UTC(2020, 0, 1);
const started = Date.now();
const log = (message) => process.stderr.write(`  [seed pg ${PINS}] ${message}\n`);

const parsed = parseConfig({ DATABASE_URL: url, DEMO: '0', LOG_LEVEL: 'silent' }, process.cwd());
if (!parsed.ok) throw new Error(parsed.errors.join('; '));
const ctx = await createAppContext(parsed.config);
await ctx.storage.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query("SET statement_timeout = '300s'");
  await client.query('SELECT setseed(0.42)');
  const { rows: indexes } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename = 'pins' AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const { indexname } of indexes) await client.query(`DROP INDEX "${indexname}"`);

  await client.query(
    `INSERT INTO users (id, username, email, password_hash, first_name, last_name, about, created_at)
     SELECT u, 'user' || u, 'user' || u || '@bench.invalid', '$argon2id$bench$not-a-real-hash',
            'User' || u, 'Bench', '', $2
     FROM generate_series(1, $1::int) AS u`,
    [USERS, T0],
  );
  await client.query(
    `INSERT INTO boards (id, owner_id, name, slug, privacy, sort_index, created_at, last_pinned_at)
     SELECT b, (b - 1) / 5 + 1, 'Board ' || ((b - 1) % 5 + 1), 'board-' || ((b - 1) % 5 + 1),
            CASE WHEN b % 10 = 0 THEN 'secret' ELSE 'public' END, (b - 1) % 5, $2, $2
     FROM generate_series(1, $1::int) AS b`,
    [BOARDS, T0],
  );
  await client.query(
    `INSERT INTO images (signature, width, height, dominant_color, ext, bytes, created_at)
     SELECT lpad(to_hex(i), 32, '0'), 736, 400 + (i * 37) % 800,
            '#' || lpad(to_hex((i::bigint * 2654435) % 16777215), 6, '0'), 'jpg', 50000 + i, $2
     FROM generate_series(0, $1::int - 1) AS i`,
    [IMAGES, T0],
  );
  log(`${USERS} users, ${BOARDS} boards, ${IMAGES} images`);
  // Each pin's kind and board, drawn once (a volatile select list is never inlined twice). Pin
  // 1 is an original, so every save has an earlier one. k picks a group of 10 boards; secret
  // pins go to its 10th board, public ones to 1..9.
  await client.query(
    `CREATE TEMP TABLE seed_pins AS
     SELECT i, kind,
            floor(random() * ($2 / 10))::bigint * 10
              + CASE WHEN kind = 'secret' THEN 10 ELSE 1 + floor(random() * 9)::bigint END AS board
     FROM (
       SELECT i, CASE WHEN i = 1 THEN 'original'
                      ELSE (ARRAY['secret', 'save', 'save', 'original', 'original', 'original',
                                  'original', 'original', 'original', 'original'])[1 + floor(random() * 10)::int]
                 END AS kind
       FROM generate_series(1, $1::bigint) AS i
     ) AS k`,
    [PINS, BOARDS],
  );
  // The public originals numbered in id order: a save picks one of those before it.
  await client.query(
    `CREATE TEMP TABLE seed_originals AS
     SELECT i AS id, row_number() OVER (ORDER BY i) AS n FROM seed_pins WHERE kind = 'original'`,
  );
  await client.query(
    `INSERT INTO pins (id, board_id, pinner_id, origin_pin_id, board_privacy, title, description,
                       link, domain, image_signature, method, reaction_counts, created_at, updated_at)
     SELECT i, board, (board - 1) / 5 + 1, o.id,
            CASE WHEN kind = 'secret' THEN 'secret' ELSE 'public' END,
            CASE WHEN random() < 0.8 THEN 'Bench pin ' || i ELSE '' END,
            CASE WHEN random() < 0.5 THEN 'A cozy reading nook with linen and ceramic things' ELSE '' END,
            CASE WHEN random() < 0.4 THEN 'https://example.com/p/' || i END,
            CASE WHEN random() < 0.4 THEN 'example.com' END,
            lpad(to_hex(floor(random() * $1)::int), 32, '0'),
            CASE WHEN kind = 'save' THEN 'repin' ELSE 'uploaded' END,
            CASE WHEN random() < 0.25 THEN jsonb_build_object('1', floor(random() * 300)::int + 1) END,
            $2::bigint + i * 1000, $2::bigint + i * 1000
     FROM (
       SELECT i, kind, board,
              CASE WHEN kind = 'save' THEN 1 + floor(random() * before)::bigint END AS pick
       FROM (
         SELECT i, kind, board, count(*) FILTER (WHERE kind = 'original') OVER (ORDER BY i) AS before
         FROM seed_pins
       ) AS w
     ) AS g
     LEFT JOIN seed_originals AS o ON o.n = g.pick`,
    [IMAGES, T0],
  );
  await client.query('DROP TABLE seed_pins, seed_originals');
  log(`${PINS} pins inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const { indexdef } of indexes) await client.query(indexdef);
  await seedDiscovery((statement) => client.query(statement), {
    users: USERS,
    boardsPerUser: 5,
    now: T0 + (PINS + 1) * 1000,
  });
  // Explicit ids above: the identity sequences move past them.
  for (const table of ['users', 'boards', 'pins', 'board_sections', 'interests']) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    );
  }
  const { rows: related } = await client.query(RELATED_PIN_SQL);
  await client.query('ANALYZE');
  const { rows: counts } = await client.query(
    `SELECT count(*)::int AS n FROM pins WHERE board_privacy = 'public' AND origin_pin_id IS NULL`,
  );
  const originals = counts[0].n;
  const depth = Math.min(500_000, Math.floor(originals * 0.75));
  const { rows: deep } = await client.query(
    `SELECT id FROM pins WHERE board_privacy = 'public' AND origin_pin_id IS NULL
     ORDER BY id DESC LIMIT 1 OFFSET $1`,
    [depth],
  );
  console.log(
    JSON.stringify({
      pins: PINS,
      users: USERS,
      boards: BOARDS,
      images: IMAGES,
      publicOriginals: originals,
      deepDepth: depth,
      deepBeforeId: String(deep[0].id),
      relatedPinId: String(related[0].id),
      sessionCookie: SESSION_COOKIE,
      ...benchBoard(BOARDS),
      seconds: (Date.now() - started) / 1000,
    }),
  );
} finally {
  await client.end();
}
