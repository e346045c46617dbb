// BENCH_PG=1: the home feed on PostgreSQL, loaded the same way as on SQLite (interleaved rounds
// with bare Fastify), then every feed signed in and signed out with the read cache off
// (feed-targets.mjs; reported, no budget). Creates a scratch database, runs the real server on
// it (twice: cache on and off), drops it after.
// BENCH_PG_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import path from 'node:path';
import pg from 'pg';
import { checkTargets, feedTableRows, feedTargets } from './feed-targets.mjs';
import { bookmarkFor, checkFeed, feedPath, loadInRounds, summarize } from './measure-feed.mjs';
import { fmt, row } from './report.mjs';
import { startFirstWorking } from './server-process.mjs';
import { progress, tsxJson } from './util.mjs';

const adminUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Scratch databases this process created and has not dropped yet. */
const created = new Set();

/** Drops what an interrupted run left behind (run.mjs calls this on SIGINT). */
export async function dropScratchDatabases() {
  if (created.size === 0) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of created) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      created.delete(name);
    }
  } finally {
    await admin.end();
  }
}

export async function measurePostgres({ settings, load, feedLoad, scratch, candidates, bareUrl }) {
  const name = `corkboard_bench_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let server = null;
  let serverOff = null;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    created.add(name);
    progress(`PostgreSQL: seeding ${settings.pins.toLocaleString('en-US')} pins into ${name}`);
    const seed = await tsxJson('seed-postgres.mjs', [url.href, String(settings.pins)], {
      timeoutMs: 600_000,
      echo: true,
    });
    progress(`PostgreSQL seeded in ${seed.seconds.toFixed(1)} s`);

    const started = await startFirstWorking(candidates, {
      dataDir: path.join(scratch, 'pg'),
      logFile: path.join(scratch, 'server-pg.log'),
      extraEnv: { DATABASE_URL: url.href },
    });
    server = started.server;
    const deep = [bookmarkFor(seed.deepBeforeId)];
    const targets = {
      bare: bareUrl,
      pgFeed1m: `${started.url}${feedPath({ page_size: settings.pageSize })}`,
      pgDeep1m: `${started.url}${feedPath({ page_size: settings.pageSize, bookmarks: deep })}`,
    };
    await checkFeed(targets.pgFeed1m, settings.pageSize);
    await checkFeed(targets.pgDeep1m, settings.pageSize);
    const runs = await loadInRounds({ ...load, targets });
    const failures = Object.values(runs)
      .flat()
      .reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (failures > 0) throw new Error(`${failures} failed requests on PostgreSQL`);
    const f = summarize(runs);
    const off = await startFirstWorking(candidates, {
      dataDir: path.join(scratch, 'pg-cache-off'),
      logFile: path.join(scratch, 'server-pg-cache-off.log'),
      extraEnv: { DATABASE_URL: url.href, READ_CACHE: 'off' },
    });
    serverOff = off.server;
    const pageSize = settings.pageSize;
    const feeds = feedTargets({ url: off.url, seed, db: 'pg', pageSize });
    await checkTargets(feeds, pageSize);
    const feedRuns = await loadInRounds({ ...feedLoad, targets: { bare: bareUrl, ...feeds } });
    const feedFailures = Object.values(feedRuns)
      .flat()
      .reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (feedFailures > 0) throw new Error(`${feedFailures} failed feed requests on PostgreSQL`);
    const throughput = (key, target) =>
      row(key, {
        value: f.per(target, 'bare'),
        shown: `${fmt.x(f.per(target, 'bare'))} (${fmt.int(f.rps(target))} req/s)`,
      });
    return {
      seed,
      runs,
      feedRuns,
      rows: {
        pgFeeds: feedTableRows(feedRuns, { large: 'pg', label: 'PostgreSQL 1M', budgeted: false }),
        pgFeedThroughput: throughput('pgFeedThroughput', 'pgFeed1m'),
        pgFeedP99: row('pgFeedP99', { value: f.p99('pgFeed1m'), shown: fmt.ms(f.p99('pgFeed1m')) }),
        pgDeepThroughput: throughput('pgDeepThroughput', 'pgDeep1m'),
        pgDeepP99: row('pgDeepP99', { value: f.p99('pgDeep1m'), shown: fmt.ms(f.p99('pgDeep1m')) }),
      },
    };
  } finally {
    if (server) await server.stop();
    if (serverOff) await serverOff.stop();
    await admin
      .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      .then(() => created.delete(name))
      .catch(() => undefined);
    await admin.end();
  }
}
