// Explains where a home-feed request spends its database time, in-process:
//   node --import tsx bench/explain-feed.mjs <dbFile> <deepBeforeId> [relatedPinId]
// Runs the real UserHomefeedResource (signed out and, as the seeded bench viewer, signed in)
// and RelatedPinFeedResource (server TypeScript source, via runResource) on a Kysely
// whose log captures every SQL statement, then prints each statement's EXPLAIN QUERY PLAN and
// its median time when replayed alone. A full table scan or a temporary B-tree for ORDER BY is
// flagged: that is how the "bad plan after ANALYZE" trap of docs/DESIGN.md §3 shows up. Also times
// the statement preparation and the JSON serialisation, to show where a request's time goes.
// Prints one JSON line.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { runResource } from '../apps/server/src/http/run-resource.ts';
import { RESOURCES } from '../apps/server/src/resources/index.ts';
import { ReadModel } from '../apps/server/src/feeds/read-model.ts';
import { createStores } from '../apps/server/src/storage/stores.ts';
import { bookmarkFor } from './measure-feed.mjs';
import { VIEWER_ID } from './seed-discovery.mjs';

const [file, deepBeforeId, relatedPinId] = process.argv.slice(2);
const REPEAT = 200;
/**
 * Each timing stops after REPEAT runs or this long (at least 5 runs): a slow statement on a busy
 * machine would otherwise hold the step past its time limit, and a median needs few runs.
 */
const TIME_BOX_MS = 3000;
const keepTiming = (runs, startedAt) =>
  runs < REPEAT && (runs < 5 || performance.now() - startedAt < TIME_BOX_MS);

// The server's own pragmas (storage/db.ts), so plans and timings match the served database.
const sqlite = new Database(file, { readonly: false });
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = FULL');
sqlite.pragma('foreign_keys = ON');

let captured = null;
const db = new Kysely({
  dialect: new SqliteDialect({ database: sqlite }),
  log(event) {
    if (event.level === 'query' && captured) {
      captured.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    }
  },
});
const app = {
  config: { publicUrl: 'http://127.0.0.1', experimentOverrides: {} },
  storage: { db, engine: 'sqlite', close: () => db.destroy() },
  stores: createStores(db),
  limiter: null,
  // Off: every run reads the database, which is what this step explains.
  reads: new ReadModel({ enabled: false }),
  now: Date.now,
};
const requestContext = {
  app,
  viewer: null,
  viewerId: null,
  isBot: false,
  ip: '127.0.0.1',
  readStamp: app.reads.stamp(),
  session: { signIn: async () => undefined, signOut: async () => undefined },
};
const bookmark = bookmarkFor(deepBeforeId);
// The seeded bench viewer (seed-discovery.mjs), for the signed-in home feed and related pins.
const signedIn = { ...requestContext, viewerId: String(VIEWER_ID) };
const cases = {
  first: { name: 'UserHomefeedResource', options: { page_size: 25 }, ctx: requestContext },
  deep: {
    name: 'UserHomefeedResource',
    options: { page_size: 25, bookmarks: [bookmark] },
    ctx: requestContext,
  },
  signedIn: { name: 'UserHomefeedResource', options: { page_size: 25 }, ctx: signedIn },
  ...(relatedPinId
    ? {
        related: {
          name: 'RelatedPinFeedResource',
          options: { pin_id: relatedPinId, page_size: 25 },
          ctx: signedIn,
        },
      }
    : {}),
};

function timeMs(fn) {
  const times = [];
  for (const startedAt = performance.now(); keepTiming(times.length, startedAt);) {
    const t = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const out = {};
for (const [name, { name: resource, options, ctx }] of Object.entries(cases)) {
  captured = [];
  const result = await runResource(RESOURCES, ctx, resource, 'get', options);
  const queries = captured;
  captured = null;
  const times = [];
  for (const startedAt = performance.now(); keepTiming(times.length, startedAt);) {
    const t = process.hrtime.bigint();
    await runResource(RESOURCES, ctx, resource, 'get', options);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  // What the HTTP layer does next: serialise the envelope (Fastify has no response schema
  // here, so it is JSON.stringify).
  const envelope = { resource_response: { status: 'success', code: 0, message: 'ok', ...result } };
  out[name] = {
    pins: Array.isArray(result.data) ? result.data.length : null,
    resourceMedianMs: times[Math.floor(times.length / 2)],
    stringifyMedianMs: timeMs(() => JSON.stringify(envelope)),
    bytes: Buffer.byteLength(JSON.stringify(envelope)),
    queries: queries.map(({ sql, parameters }) => {
      const statement = sqlite.prepare(sql);
      const plan = sqlite
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...parameters)
        .map((row) => row.detail);
      const suspicious = plan.filter(
        (line) => /^SCAN \w+$/.test(line) || /USE TEMP B-TREE/.test(line),
      );
      return {
        sql,
        parameterCount: parameters.length,
        plan,
        suspicious,
        medianMs: timeMs(() => statement.all(...parameters)),
        // Kysely's SQLite driver prepares the statement again on every execution.
        prepareMedianMs: timeMs(() => sqlite.prepare(sql)),
      };
    }),
  };
}
await db.destroy();
console.log(JSON.stringify(out));
