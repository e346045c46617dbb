// Seeds a scratch SQLite database for the feed benchmarks:
//   node --import tsx bench/seed-sqlite.mjs <dataDir> <pins>
// The schema comes from the server's own migrations (createAppContext, TypeScript source via
// tsx), so the bench measures the real indexes. Rows are then bulk-inserted with better-sqlite3
// directly: prepared statements inside large transactions, secondary indexes dropped during the
// load and re-created from their own DDL afterwards (sorted index builds are far faster than
// 1M random B-tree inserts). ANALYZE runs last, as on a real deployment that ran it, because a
// bad plan after ANALYZE is a known trap (docs/DESIGN.md §3) that this bench must expose.
// Prints one JSON line: counts, timings and the deep-feed bookmark position.
import path from 'node:path';
import Database from 'better-sqlite3';
import { createAppContext } from '../apps/server/src/app/create-context.ts';
import { parseConfig } from '../apps/server/src/config/config.ts';
import { mulberry32, pinContent } from './seed-content.mjs';
import { benchBoard, RELATED_PIN_SQL, SESSION_COOKIE, seedDiscovery } from './seed-discovery.mjs';

const [dataDir, pinsArg] = process.argv.slice(2);
const PINS = Number(pinsArg);
if (!dataDir || !Number.isInteger(PINS) || PINS < 1000) {
  console.error('usage: seed-sqlite.mjs <dataDir> <pins (>= 1000)>');
  process.exit(2);
}

const started = Date.now();
const log = (message) => process.stderr.write(`  [seed ${PINS}] ${message}\n`);

// 1. Schema through the server's migrations.
const parsed = parseConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent' }, process.cwd());
if (!parsed.ok) throw new Error(parsed.errors.join('; '));
const ctx = await createAppContext(parsed.config);
await ctx.storage.close();
const file = path.join(dataDir, 'corkboard.db');

// 2. Bulk load. The scratch file is thrown away on failure, so durability is switched off.
const db = new Database(file);
db.pragma('journal_mode = OFF');
db.pragma('synchronous = OFF');
db.pragma('cache_size = -262144'); // 256 MiB
db.pragma('temp_store = MEMORY');
db.pragma('foreign_keys = OFF');

const secondary = db
  .prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'pins' AND sql IS NOT NULL",
  )
  .all();
for (const { name } of secondary) db.exec(`DROP INDEX "${name}"`);

// Proportions: ~100 pins per user, 5 boards per user (every 10th board secret), one image row
// per ~1000 pins. The same proportions at 10k and 1M, so growth compares like with like.
const USERS = Math.max(100, Math.round(PINS / 100));
const BOARDS_PER_USER = 5;
const IMAGES = Math.max(20, Math.round(PINS / 1000));
const T0 = Date.UTC(2020, 0, 1);
const rand = mulberry32(PINS);

const insertUser = db.prepare(
  `INSERT INTO users (id, username, email, password_hash, first_name, last_name, about,
     is_verified_merchant, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const insertBoard = db.prepare(
  `INSERT INTO boards (id, owner_id, name, slug, description, privacy, sort_index, created_at,
     last_pinned_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const insertImage = db.prepare(
  `INSERT INTO images (signature, width, height, dominant_color, ext, bytes, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
);
const insertPin = db.prepare(
  `INSERT INTO pins (id, board_id, pinner_id, origin_pin_id, board_privacy, native_creator_id,
     title, description, link, domain, alt_text, category, image_signature, method, is_video,
     rich_metadata, rich_summary, reaction_counts, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

const signatureOf = (i) => (i * 2654435761 + 0x9e3779b9).toString(16).padStart(32, '0').slice(-32);

db.transaction(() => {
  // Not a real argon2 hash: nobody signs in during the bench.
  for (let u = 1; u <= USERS; u += 1) {
    insertUser.run(
      u,
      `user${u}`,
      `user${u}@bench.invalid`,
      '$argon2id$bench$not-a-real-hash',
      `User${u}`,
      u % 3 === 0 ? '' : 'Bench',
      u % 4 === 0 ? 'Collector of nice things.' : '',
      u % 50 === 0 ? 1 : 0,
      T0,
    );
    for (let b = 0; b < BOARDS_PER_USER; b += 1) {
      const id = (u - 1) * BOARDS_PER_USER + b + 1;
      const secret = id % 10 === 0;
      insertBoard.run(
        id,
        u,
        `Board ${b + 1}`,
        `board-${b + 1}`,
        '',
        secret ? 'secret' : 'public',
        b,
        T0,
        T0,
      );
    }
  }
  for (let i = 0; i < IMAGES; i += 1) {
    const width = 736;
    const height = 400 + Math.floor(rand() * 800);
    const color = `#${Math.floor(rand() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
    insertImage.run(signatureOf(i), width, height, color, 'jpg', 50_000 + i, T0);
  }
})();
log(`${USERS} users, ${USERS * BOARDS_PER_USER} boards, ${IMAGES} images`);

// Pins: ~10% on secret boards, ~20% saves (origin_pin_id names an earlier public original),
// ~70% public originals. Ids rise with created_at, as they do when pins are created live.
const BOARDS = USERS * BOARDS_PER_USER;
const publicOriginals = new Int32Array(PINS);
let originalsCount = 0;
const pickBoard = (secret) => {
  for (let tries = 0; tries < 20; tries += 1) {
    const id = 1 + Math.floor(rand() * BOARDS);
    if ((id % 10 === 0) === secret) return id;
  }
  return secret ? 10 : 1;
};
const ownerOf = (boardId) => Math.floor((boardId - 1) / BOARDS_PER_USER) + 1;
const CHUNK = 100_000;
for (let start = 1; start <= PINS; start += CHUNK) {
  const end = Math.min(PINS, start + CHUNK - 1);
  db.transaction(() => {
    for (let id = start; id <= end; id += 1) {
      const r = rand();
      const secret = r < 0.1;
      const save = !secret && r < 0.3 && originalsCount > 0;
      const boardId = pickBoard(secret);
      const origin = save ? publicOriginals[Math.floor(rand() * originalsCount)] : null;
      const c = pinContent(rand, id);
      const at = T0 + id * 1000;
      insertPin.run(
        id,
        boardId,
        ownerOf(boardId),
        origin,
        secret ? 'secret' : 'public',
        c.nativeCreator ? 1 + Math.floor(rand() * USERS) : null,
        c.title,
        c.description,
        c.link,
        c.domain,
        c.altText,
        c.category,
        signatureOf(Math.floor(rand() * IMAGES)),
        save ? 'repin' : 'uploaded',
        0,
        c.richMetadata,
        c.richSummary,
        c.reactionCounts,
        at,
        at,
      );
      if (!secret && !save) publicOriginals[originalsCount++] = id;
    }
  })();
}
log(`${PINS} pins inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const indexStarted = Date.now();
for (const { sql } of secondary) db.exec(sql);
log(
  `${secondary.length} pin indexes re-created in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`,
);
const discoveryStarted = Date.now();
await seedDiscovery((statement) => db.exec(statement), {
  users: USERS,
  boardsPerUser: BOARDS_PER_USER,
  now: T0 + (PINS + 1) * 1000,
});
const related = db.prepare(RELATED_PIN_SQL).get();
log(`interests, follows and a session in ${((Date.now() - discoveryStarted) / 1000).toFixed(1)} s`);
db.exec('ANALYZE');

// The bookmark ~500k feed rows down (three quarters down on smaller databases). OFFSET is fine
// here: it runs once.
const depth = Math.min(500_000, Math.floor(originalsCount * 0.75));
const deep = db
  .prepare(
    `SELECT id FROM pins WHERE board_privacy = 'public' AND origin_pin_id IS NULL
     ORDER BY id DESC LIMIT 1 OFFSET ?`,
  )
  .get(depth);
// Back to the server's journal mode; the server sets its own pragmas on open.
db.pragma('journal_mode = WAL');
db.close();

console.log(
  JSON.stringify({
    file,
    pins: PINS,
    users: USERS,
    boards: BOARDS,
    images: IMAGES,
    publicOriginals: originalsCount,
    deepDepth: depth,
    deepBeforeId: String(deep.id),
    relatedPinId: String(related.id),
    sessionCookie: SESSION_COOKIE,
    ...benchBoard(BOARDS),
    seconds: (Date.now() - started) / 1000,
  }),
);
