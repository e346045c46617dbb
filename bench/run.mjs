// `npm run bench`: measures the budgets of docs/DESIGN.md §3 that a server-side run can (that
// section says which, and where these rows' figures differ) in one run and prints the table
// (stdout; progress goes to stderr), also written to bench/.results/latest.json.
// Exit 0 whenever the figures were measured, budgets met or not (the bench reports, it does
// not gate); exit 1 only when the bench itself broke (a step threw, a server answered errors).
//
// Knobs (environment): BENCH_PINS (1000000), BENCH_SMALL_PINS (10000), BENCH_ROUNDS (3),
// BENCH_SECONDS per round (5), BENCH_CONNECTIONS (50), BENCH_SSR_REQUESTS (200),
// BENCH_INGEST_RUNS (7), BENCH_SKIP_BUILD=1 (measure the build outputs as they are),
// BENCH_KEEP=1 (keep the scratch folder), BENCH_PG=1 (also the feeds on PostgreSQL, see
// measure-postgres.mjs for BENCH_PG_URL), BENCH_TOOL=autocannon (try the fallback load tool).
// Every feed (feed-targets.mjs: ~40 targets with the 10k database) is loaded in shorter rounds:
// BENCH_FEED_ROUNDS (2) x BENCH_FEED_SECONDS (3) after a 1 s warm-up each. The session step:
// BENCH_SESSION_SECONDS (60), BENCH_SESSION_THINK_MS (0: each connection sends its next
// request at once). BENCH_ONLY=<comma list> runs some steps only, of: bundle, save, ingest,
// feeds (seeds, plans, every feed, SSR, PostgreSQL), session.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { measureBundle } from './measure-bundle.mjs';
import { checkTargets, feedTableRows, feedTargets, jsonSizes } from './feed-targets.mjs';
import {
  bookmarkFor,
  checkFeed,
  feedPath,
  loadInRounds,
  loadProblems,
  summarize,
} from './measure-feed.mjs';
import { ensureLoadTool } from './measure-http.mjs';
import { measureSave } from './measure-save.mjs';
import { measureSsr } from './measure-ssr.mjs';
import { formatTable, fmt, planNotes, row, tableRows, writeResults } from './report.mjs';
import { startFirstWorking, startProcess } from './server-process.mjs';
import {
  benchDir,
  chosenSteps,
  envInt,
  freePort,
  killRunningChildren,
  progress,
  tsxJson,
} from './util.mjs';

const settings = {
  pins: envInt('BENCH_PINS', 1_000_000, 10_000, 20_000_000),
  // At least 10k: the bench viewer's profile then has 25 pins of its own (~100 pins a user).
  smallPins: envInt('BENCH_SMALL_PINS', 10_000, 10_000, 1_000_000),
  rounds: envInt('BENCH_ROUNDS', 3, 1, 20),
  seconds: envInt('BENCH_SECONDS', 5, 1, 120),
  warmupSeconds: 3,
  connections: envInt('BENCH_CONNECTIONS', 50, 1, 1000),
  ssrRequests: envInt('BENCH_SSR_REQUESTS', 200, 10, 10_000),
  ingestRuns: envInt('BENCH_INGEST_RUNS', 7, 1, 50),
  pageSize: 25,
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  keep: process.env.BENCH_KEEP === '1',
  pg: process.env.BENCH_PG === '1',
  feedRounds: envInt('BENCH_FEED_ROUNDS', 2, 1, 20),
  feedSeconds: envInt('BENCH_FEED_SECONDS', 3, 1, 120),
  sessionSeconds: envInt('BENCH_SESSION_SECONDS', 60, 5, 600),
  sessionThinkMs: envInt('BENCH_SESSION_THINK_MS', 0, 0, 10_000),
  only: chosenSteps(process.env.BENCH_ONLY, ['bundle', 'save', 'ingest', 'feeds', 'session']),
};

const runs = (name) => settings.only.has(name);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'corkboard-bench-'));
const servers = [];
const rows = {};
const notes = [];
const broken = [];
const raw = { settings, scratch };

/** Runs one independent step; a throw marks the bench broken but the other steps still run. */
async function step(name, fn) {
  try {
    return await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    progress(`${name} FAILED: ${message}`);
    broken.push({ step: name, message });
    return undefined;
  }
}

async function cleanup() {
  killRunningChildren();
  await Promise.allSettled(servers.map((s) => s.stop()));
  if (settings.pg) {
    const { dropScratchDatabases } = await import('./measure-postgres.mjs');
    await dropScratchDatabases().catch((e) =>
      progress(`could not drop the scratch database: ${e}`),
    );
  }
  if (!settings.keep) rmSync(scratch, { recursive: true, force: true });
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (interrupted) return;
    interrupted = true;
    progress(`${signal}: stopping the servers and removing ${scratch}`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function seed(name, pins) {
  const dir = path.join(scratch, name);
  progress(`seeding ${pins.toLocaleString('en-US')} pins into ${dir}`);
  const seeded = await tsxJson('seed-sqlite.mjs', [dir, String(pins)], {
    timeoutMs: 300_000,
    echo: true,
  });
  progress(`seeded ${name} in ${seeded.seconds.toFixed(1)} s`);
  return { dir, ...seeded };
}

function bundleRows(bundle) {
  const list = (files) => files.map((f) => `${f.file} ${fmt.kb(f.gzipBytes)}`).join(', ');
  rows.js = row('js', {
    value: bundle.jsGzipBytes / 1024,
    shown: fmt.kb(bundle.jsGzipBytes),
    detail: list(bundle.jsFiles),
  });
  rows.css = row('css', {
    value: bundle.cssGzipBytes / 1024,
    shown: fmt.kb(bundle.cssGzipBytes),
    detail: list(bundle.cssFiles),
  });
}

function feedRows(runs, deepDepth) {
  const f = summarize(runs);
  const rps = (name) => `${fmt.int(f.rps(name))} req/s`;
  rows.bare = row('bare', { shown: rps('bare') });
  rows.feedThroughput = row('feedThroughput', {
    value: f.per('feed1m', 'bare'),
    shown: `${fmt.x(f.per('feed1m', 'bare'))} (${rps('feed1m')})`,
  });
  rows.feedP99 = row('feedP99', {
    value: f.p99('feed1m'),
    shown: `${fmt.ms(f.p99('feed1m'))} (mean ${fmt.ms(f.mean('feed1m'))})`,
  });
  rows.deepThroughput = row('deepThroughput', {
    value: f.per('deep1m', 'bare'),
    shown: `${fmt.x(f.per('deep1m', 'bare'))} (${rps('deep1m')})`,
  });
  rows.deepP99 = row('deepP99', { value: f.p99('deep1m'), shown: fmt.ms(f.p99('deep1m')) });
  // Cost is 1 / throughput: cost(1M) / cost(10k) = rps(10k) / rps(1M).
  rows.growth = row('growth', {
    value: f.per('feed10k', 'feed1m'),
    shown: `${fmt.x(f.per('feed10k', 'feed1m'))} (10k: ${rps('feed10k')})`,
  });
  notes.push(
    `keyset paging: a page ~${deepDepth.toLocaleString('en-US')} rows down costs ` +
      `${fmt.x(f.per('feed1m', 'deep1m'))} the first page (1 / req/s)`,
  );
}

async function main() {
  const loadTool = await ensureLoadTool();
  raw.loadTool = loadTool.tool;
  if (loadTool.note) notes.push(loadTool.note);

  const build = await ensureBuild({ skipBuild: settings.skipBuild });
  raw.build = build;
  if (build.buildNote) notes.push(build.buildNote);
  const skipped = { shown: '-', status: 'skipped' };
  if (build.webAvailable && runs('bundle')) {
    // Bundle sizes first: they need no server.
    raw.bundle = await step('bundle', () => measureBundle(build.webDist));
    if (raw.bundle) bundleRows(raw.bundle);
  } else {
    if (!build.webAvailable) {
      notes.push('SSR, JS and CSS rows skipped: apps/web/dist was not (re)built by this run');
    }
    rows.js = row('js', skipped);
    rows.css = row('css', skipped);
    rows.ssr = row('ssr', skipped);
  }
  if (runs('save')) {
    const save = await step('save', () => measureSave({ scratch, loadTool, ...settings }));
    raw.save = save?.raw;
    if (save) rows.save = save.row;
  } else rows.save = row('save', skipped);

  if (runs('ingest')) await step('ingest', ingestStep);
  else rows.ingest = row('ingest', skipped);

  let candidates = build.servers;
  if (runs('feeds')) candidates = await feedsStep(loadTool, build);
  else {
    for (const key of ['bare', 'feedThroughput', 'feedP99', 'deepThroughput', 'deepP99']) {
      rows[key] = row(key, skipped);
    }
    for (const key of ['growth', 'jsonPage', 'ssr']) rows[key] = row(key, skipped);
  }

  if (runs('session') && loadTool.tool === 'wrk') {
    const { measureSessions } = await import('./measure-sessions.mjs');
    const session = await step('session', () =>
      measureSessions({ scratch, candidates, loadTool, servers, ...settings }),
    );
    raw.session = session?.raw;
    Object.assign(rows, session?.rows ?? {});
    notes.push(...(session?.notes ?? []));
  } else {
    for (const key of ['sessionErrors', 'sessionP99', 'sessionMedian', 'sessionMemory']) {
      rows[key] = row(key, skipped);
    }
  }
}

async function ingestStep() {
  progress(`image ingest: 12 MP JPEG, ${settings.ingestRuns} runs each`);
  const dir = path.join(scratch, 'ingest');
  const ingest = await tsxJson('measure-ingest.mjs', [dir, String(settings.ingestRuns)], {
    timeoutMs: 180_000,
  });
  raw.ingest = ingest;
  const ratio = ingest.processMedianMs / ingest.bareMedianMs;
  rows.ingest = row('ingest', {
    value: ratio,
    shown: `${fmt.x(ratio)} (${fmt.ms(ingest.processMedianMs)} vs ${fmt.ms(ingest.bareMedianMs)})`,
  });
}

/** Seeds, plans, the signed-out home feed with the cache on, every feed, SSR, PostgreSQL. */
async function feedsStep(loadTool, build) {
  const big = await seed('sqlite-1m', settings.pins);
  const small = await seed('sqlite-10k', settings.smallPins);
  raw.seed = { big, small };

  raw.plans = await step('explain', () => {
    progress('EXPLAIN QUERY PLAN of the feed queries on the large database');
    const args = [big.file, big.deepBeforeId, big.relatedPinId];
    return tsxJson('explain-feed.mjs', args, { timeoutMs: 300_000 });
  });

  // Servers: bare Fastify, Corkboard on both databases with the read cache on (as deployed)
  // and off (READ_CACHE=off: every request runs its feed), all up at once (idle ones cost
  // nothing) so the load rounds can interleave.
  progress('starting bare Fastify and Corkboard on both databases, read cache on and off');
  const barePort = await freePort();
  servers.push(
    await startProcess({
      name: 'bare fastify',
      args: [path.join(benchDir, 'bare-server.mjs'), String(barePort)],
      readyUrl: `http://127.0.0.1:${barePort}/`,
      logFile: path.join(scratch, 'bare.log'),
      timeoutMs: 20_000,
    }),
  );
  let candidates = build.servers;
  const start = async (seeded, name, extraEnv = {}) => {
    const started = await startFirstWorking(candidates, {
      dataDir: seeded.dir,
      logFile: path.join(scratch, `${name}.log`),
      extraEnv,
    });
    servers.push(started.server);
    // The first way of running the server that starts is used for every database.
    if (candidates.length > 1 || !raw.serverFrom) {
      candidates = [started.candidate];
      raw.serverFrom = started.candidate.from;
      if (started.candidate.note) notes.push(started.candidate.note);
    }
    return started.url;
  };
  const bigUrl = await start(big, 'server-1m');
  const smallUrl = await start(small, 'server-10k');
  const cacheOff = { READ_CACHE: 'off' };
  const bigOffUrl = await start(big, 'server-1m-cache-off', cacheOff);
  const smallOffUrl = await start(small, 'server-10k-cache-off', cacheOff);

  const first = feedPath({ page_size: settings.pageSize });
  const deep = feedPath({
    page_size: settings.pageSize,
    bookmarks: [bookmarkFor(big.deepBeforeId)],
  });
  const bare = `http://127.0.0.1:${barePort}/`;
  const targets = {
    bare,
    feed1m: `${bigUrl}${first}`,
    deep1m: `${bigUrl}${deep}`,
    feed10k: `${smallUrl}${first}`,
  };
  const { pageSize } = settings;
  const feedTargetList = {
    bare,
    ...feedTargets({ url: bigOffUrl, seed: big, db: '1m', pageSize }),
    ...feedTargets({ url: smallOffUrl, seed: small, db: '10k', pageSize }),
  };
  raw.targets = { ...targets, ...feedTargetList };
  const checks = {
    feed1m: await checkFeed(targets.feed1m, pageSize),
    deep1m: await checkFeed(targets.deep1m, pageSize),
    feed10k: await checkFeed(targets.feed10k, pageSize),
    home1m: await checkFeed(feedTargetList['home.in.1m'], pageSize),
  };
  raw.checks = checks;
  // Signed out, the home feed is popular and fresh pins only: anything else proves the session.
  if (checks.home1m.reasons.every((r) => r === 'popular' || r === 'fresh')) {
    throw new Error('the signed-in home feed answered as signed out: the session was not used');
  }
  if (checks.deep1m.firstId >= Number(big.deepBeforeId)) {
    throw new Error('the deep bookmark did not move the feed: keyset paging is not applied');
  }
  progress(`checking ${Object.keys(feedTargetList).length - 1} feed targets answer full pages`);
  const bytes = await checkTargets(
    Object.fromEntries(Object.entries(feedTargetList).filter(([name]) => name !== 'bare')),
    pageSize,
  );
  raw.jsonBytes = bytes;
  const json = jsonSizes(bytes);
  rows.jsonPage = json.row;
  notes.push(json.note);

  const { rounds, seconds, connections, warmupSeconds } = settings;
  const load = { loadTool, rounds, seconds, connections, warmupSeconds };
  raw.runs = await loadInRounds({ ...load, targets });
  const problems = loadProblems(raw.runs);
  broken.push(...problems.broken);
  notes.push(...problems.notes);
  feedRows(raw.runs, big.deepDepth);

  const feedLoad = {
    ...load,
    rounds: settings.feedRounds,
    seconds: settings.feedSeconds,
    warmupSeconds: 1,
  };
  raw.feedRuns = await step('every feed', () =>
    loadInRounds({ ...feedLoad, targets: feedTargetList }),
  );
  if (raw.feedRuns) {
    const feedProblems = loadProblems(raw.feedRuns);
    broken.push(...feedProblems.broken);
    notes.push(...feedProblems.notes);
    rows.feeds = feedTableRows(raw.feedRuns, { large: '1m', small: '10k', label: 'SQLite 1M' });
  }

  if (build.webAvailable && runs('bundle')) await step('ssr', () => ssrStep(smallUrl, checks));
  if (settings.pg) {
    const { measurePostgres } = await import('./measure-postgres.mjs');
    raw.postgres = await step('postgres', () =>
      measurePostgres({ settings, load, feedLoad, scratch, candidates, bareUrl: bare }),
    );
    Object.assign(rows, raw.postgres?.rows ?? {});
  }
  return candidates;
}

async function ssrStep(smallUrl, checks) {
  progress(`SSR: ${settings.ssrRequests} sequential GET / on the 10k database`);
  const expectPinIds = checks.feed10k.ids;
  raw.ssr = await measureSsr(smallUrl, { count: settings.ssrRequests, expectPinIds });
  const { medianMs, p95Ms, bytes, pinsInPage, renderError } = raw.ssr;
  const expected = checks.feed10k.ids.length;
  rows.ssr = row('ssr', {
    value: medianMs,
    shown: `${fmt.ms(medianMs)} (p95 ${fmt.ms(p95Ms)}, ${fmt.kb(bytes)})`,
    // A failed render is fast and proves nothing: the figure is void, the bench is not.
    ...(renderError ? { status: 'ERROR' } : {}),
  });
  if (renderError) notes.push(`SSR of / fell back to client rendering: ${renderError}`);
  if (pinsInPage < expected) {
    notes.push(`SSR: the home page names ${pinsInPage} of the feed's ${expected} first pins`);
  }
}

try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (!interrupted) progress(`bench FAILED: ${message}`);
  broken.push({ step: 'main', message });
} finally {
  if (!interrupted) await cleanup();
}
// Interrupted: the signal handler is cleaning up and will exit; print nothing half-measured.
if (interrupted) await new Promise(() => undefined);

const table = tableRows(rows, { pg: settings.pg });
notes.push(...planNotes(raw.plans));
for (const b of broken) notes.push(`bench step ${b.step} broke: ${b.message.split('\n')[0]}`);

const header =
  `Corkboard bench: ${os.cpus().length} cores, Node ${process.version}, ` +
  `server from ${raw.serverFrom ?? '?'}, ${fmt.int(settings.pins)} and ` +
  `${fmt.int(settings.smallPins)} pins, load by ${raw.loadTool ?? '?'} ` +
  `(${settings.connections} connections, ${settings.rounds} rounds x ${settings.seconds} s; ` +
  `every feed ${settings.feedRounds} x ${settings.feedSeconds} s)`;
console.log(`\n${header}\n\n${formatTable(table)}\n`);
if (notes.length) console.log(notes.map((n) => `- ${n}`).join('\n'));

const results = {
  at: new Date().toISOString(),
  machine: { cores: os.cpus().length, node: process.version, load: os.loadavg() },
  rows: table,
  notes,
  broken,
  raw,
};
writeResults(path.join(benchDir, '.results', 'latest.json'), results);
progress('results written to bench/.results/latest.json');
process.exit(broken.length > 0 ? 1 : 0);
