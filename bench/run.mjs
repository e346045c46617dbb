// `npm run bench`: measures the budgets of docs/DESIGN.md §3 that a server-side run can (that
// section says which, and where these rows' figures differ) in one run and prints the table
// (stdout; progress goes to stderr), also written to bench/.results/latest.json.
// Exit 0 whenever the figures were measured, budgets met or not (the bench reports, it does
// not gate); exit 1 only when the bench itself broke (a step threw, a server answered errors).
//
// Knobs (environment): BENCH_PINS (1000000), BENCH_SMALL_PINS (10000), BENCH_ROUNDS (3),
// BENCH_SECONDS per round (5), BENCH_CONNECTIONS (50), BENCH_SSR_REQUESTS (200),
// BENCH_INGEST_RUNS (7), BENCH_SKIP_BUILD=1 (measure the build outputs as they are),
// BENCH_KEEP=1 (keep the scratch folder), BENCH_PG=1 (also the feed on PostgreSQL, see
// measure-postgres.mjs for BENCH_PG_URL), BENCH_TOOL=autocannon (try the fallback load tool),
// BENCH_LIGHTHOUSE_RUNS per page (3), BENCH_ONLY=lighthouse (the build and the Lighthouse step
// alone, a few minutes).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { measureBundle } from './measure-bundle.mjs';
import {
  bookmarkFor,
  checkFeed,
  feedPath,
  loadInRounds,
  loadProblems,
  resourcePath,
  summarize,
} from './measure-feed.mjs';
import { ensureLoadTool } from './measure-http.mjs';
import { lighthouseRows, measureLighthouse, startDemoServer } from './measure-lighthouse.mjs';
import { measureSave } from './measure-save.mjs';
import { measureSsr } from './measure-ssr.mjs';
import { BUDGETS, formatTable, fmt, planNotes, row, tableRows, writeResults } from './report.mjs';
import { startFirstWorking, startProcess } from './server-process.mjs';
import { benchDir, envInt, freePort, killRunningChildren, progress, tsxJson } from './util.mjs';

const settings = {
  pins: envInt('BENCH_PINS', 1_000_000, 10_000, 20_000_000),
  smallPins: envInt('BENCH_SMALL_PINS', 10_000, 1_000, 1_000_000),
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
  lighthouseRuns: envInt('BENCH_LIGHTHOUSE_RUNS', 3, 1, 20),
  only: process.env.BENCH_ONLY ?? '',
};
if (!['', 'lighthouse'].includes(settings.only)) throw new Error('BENCH_ONLY can be lighthouse');

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
  // Issue 6: the signed-in home feed (no read cache: every request runs the blend) and the
  // related pins under a closeup.
  for (const [key, target] of [
    ['homeSignedIn', 'home1m'],
    ['related', 'related1m'],
  ]) {
    rows[`${key}Throughput`] = row(`${key}Throughput`, {
      value: f.per(target, 'bare'),
      shown: `${fmt.x(f.per(target, 'bare'))} (${rps(target)})`,
    });
    rows[`${key}P99`] = row(`${key}P99`, {
      value: f.p99(target),
      shown: `${fmt.ms(f.p99(target))} (mean ${fmt.ms(f.mean(target))})`,
    });
  }
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

/** Lighthouse on the demo (measure-lighthouse.mjs), before any load so the machine is quiet. */
async function lighthouseStep(candidates) {
  const demo = await startDemoServer({ candidates, scratch });
  servers.push({ stop: demo.stop });
  raw.serverFrom ??= demo.from;
  try {
    const measured = await measureLighthouse({ baseUrl: demo.url, runs: settings.lighthouseRuns });
    Object.assign(rows, lighthouseRows(measured));
    return measured;
  } finally {
    await demo.stop();
  }
}

async function main() {
  const lighthouseOnly = settings.only === 'lighthouse';
  const loadTool = lighthouseOnly ? { tool: '-' } : await ensureLoadTool();
  raw.loadTool = loadTool.tool;
  if (loadTool.note) notes.push(loadTool.note);

  const build = await ensureBuild({ skipBuild: settings.skipBuild });
  raw.build = build;
  if (build.buildNote) notes.push(build.buildNote);
  const skippedWeb = { shown: '-', status: 'skipped' };
  if (build.webAvailable) {
    // Bundle sizes first: they need no server.
    raw.bundle = await step('bundle', () => measureBundle(build.webDist));
    if (raw.bundle) bundleRows(raw.bundle);
  } else {
    notes.push('SSR, JS and CSS rows skipped: apps/web/dist was not (re)built by this run');
    rows.js = row('js', skippedWeb);
    rows.css = row('css', skippedWeb);
    rows.ssr = row('ssr', skippedWeb);
  }
  if (build.webAvailable) {
    raw.lighthouse = await step('lighthouse', () => lighthouseStep(build.servers));
  } else {
    notes.push('Lighthouse rows skipped: apps/web/dist was not (re)built by this run');
    for (const key of Object.keys(BUDGETS).filter((k) => k.startsWith('lh_'))) {
      rows[key] = row(key, skippedWeb);
    }
  }
  if (lighthouseOnly) return;
  const save = await step('save', () => measureSave({ scratch, loadTool, ...settings }));
  raw.save = save?.raw;
  if (save) rows.save = save.row;

  const big = await seed('sqlite-1m', settings.pins);
  const small = await seed('sqlite-10k', settings.smallPins);
  raw.seed = { big, small };

  raw.plans = await step('explain', () => {
    progress('EXPLAIN QUERY PLAN of the feed queries on the large database');
    const args = [big.file, big.deepBeforeId, big.relatedPinId];
    return tsxJson('explain-feed.mjs', args, { timeoutMs: 300_000 });
  });

  const ingest = await step('ingest', () => {
    progress(`image ingest: 12 MP JPEG, ${settings.ingestRuns} runs each`);
    const dir = path.join(scratch, 'ingest');
    return tsxJson('measure-ingest.mjs', [dir, String(settings.ingestRuns)], {
      timeoutMs: 180_000,
    });
  });
  raw.ingest = ingest;
  if (ingest) {
    const ratio = ingest.processMedianMs / ingest.bareMedianMs;
    rows.ingest = row('ingest', {
      value: ratio,
      shown: `${fmt.x(ratio)} (${fmt.ms(ingest.processMedianMs)} vs ${fmt.ms(ingest.bareMedianMs)})`,
    });
  }

  // Servers: bare Fastify and Corkboard on both databases, all up at once (idle ones cost
  // nothing) so the load rounds can interleave.
  progress('starting bare Fastify and Corkboard on both databases');
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
  const start = async (seeded, name) => {
    const started = await startFirstWorking(candidates, {
      dataDir: seeded.dir,
      logFile: path.join(scratch, `${name}.log`),
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
  let candidates = build.servers;
  const bigUrl = await start(big, 'server-1m');
  const smallUrl = await start(small, 'server-10k');

  const first = feedPath({ page_size: settings.pageSize });
  const deep = feedPath({
    page_size: settings.pageSize,
    bookmarks: [bookmarkFor(big.deepBeforeId)],
  });
  const signedIn = { cookie: big.sessionCookie };
  const targets = {
    bare: `http://127.0.0.1:${barePort}/`,
    feed1m: `${bigUrl}${first}`,
    deep1m: `${bigUrl}${deep}`,
    feed10k: `${smallUrl}${first}`,
    home1m: { url: `${bigUrl}${first}`, headers: signedIn },
    related1m: {
      url: `${bigUrl}${resourcePath('RelatedPinFeedResource', { pin_id: big.relatedPinId, page_size: settings.pageSize })}`,
      headers: signedIn,
    },
  };
  raw.targets = targets;
  const checks = {
    feed1m: await checkFeed(targets.feed1m, settings.pageSize),
    deep1m: await checkFeed(targets.deep1m, settings.pageSize),
    feed10k: await checkFeed(targets.feed10k, settings.pageSize),
    home1m: await checkFeed(targets.home1m, settings.pageSize),
    related1m: await checkFeed(targets.related1m, settings.pageSize),
  };
  raw.checks = checks;
  // Signed out, the home feed is popular and fresh pins only: anything else proves the session.
  if (checks.home1m.reasons.every((r) => r === 'popular' || r === 'fresh')) {
    throw new Error('the signed-in home feed answered as signed out: the session was not used');
  }
  if (checks.deep1m.firstId >= Number(big.deepBeforeId)) {
    throw new Error('the deep bookmark did not move the feed: keyset paging is not applied');
  }
  notes.push(
    `feed response: ${fmt.kb(checks.feed1m.bytes)} of JSON for ${settings.pageSize} pins ` +
      `(${fmt.kb(checks.feed1m.bytes / settings.pageSize)} a pin)`,
  );

  const { rounds, seconds, connections, warmupSeconds } = settings;
  const load = { loadTool, rounds, seconds, connections, warmupSeconds };
  raw.runs = await loadInRounds({ ...load, targets });
  const problems = loadProblems(raw.runs);
  broken.push(...problems.broken);
  notes.push(...problems.notes);
  feedRows(raw.runs, big.deepDepth);

  if (build.webAvailable) {
    raw.ssr = await step('ssr', () => {
      progress(`SSR: ${settings.ssrRequests} sequential GET / on the 10k database`);
      const expectPinIds = checks.feed10k.ids;
      return measureSsr(smallUrl, { count: settings.ssrRequests, expectPinIds });
    });
    if (raw.ssr) {
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
  }

  if (settings.pg) {
    const { measurePostgres } = await import('./measure-postgres.mjs');
    raw.postgres = await step('postgres', () =>
      measurePostgres({
        settings,
        load,
        scratch,
        candidates,
        bareUrl: targets.bare,
      }),
    );
    Object.assign(rows, raw.postgres?.rows ?? {});
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

const only = settings.only === 'lighthouse' ? (key) => key.startsWith('lh_') : null;
const table = tableRows(rows, { pg: settings.pg, only });
notes.push(...planNotes(raw.plans));
for (const b of broken) notes.push(`bench step ${b.step} broke: ${b.message.split('\n')[0]}`);

const header =
  `Corkboard bench: ${os.cpus().length} cores, Node ${process.version}, ` +
  `server from ${raw.serverFrom ?? '?'}, ${fmt.int(settings.pins)} and ` +
  `${fmt.int(settings.smallPins)} pins, load by ${raw.loadTool ?? '?'} ` +
  `(${settings.connections} connections, ${settings.rounds} rounds x ${settings.seconds} s)`;
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
