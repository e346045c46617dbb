// `npm run bench`: measures the budgets of docs/DESIGN.md §3 that a server-side run can (that
// section says which, and where these rows' figures differ) in one run and prints the table
// (stdout; progress goes to stderr), also written to bench/.results/latest.json.
// Exit 0 whenever the figures were measured, budgets met or not (the bench reports, it does
// not gate); exit 1 only when the bench itself broke (a step threw, a server answered errors).
//
// Steps, in this order: bundle (JS and CSS sizes), lighthouse (before any load, so the machine
// is quiet), save, ingest, feeds (seeds, plans, every feed, JSON size, SSR, PostgreSQL:
// run-feeds.mjs), session (100 signed-in sessions on the demo). BENCH_ONLY=<comma list of
// steps> runs those only; the table then leaves the other steps' rows out.
//
// Knobs (environment): BENCH_PINS (1000000), BENCH_SMALL_PINS (10000), BENCH_ROUNDS (3),
// BENCH_SECONDS per round (5), BENCH_CONNECTIONS (50), BENCH_SSR_REQUESTS (200),
// BENCH_INGEST_RUNS (7), BENCH_SKIP_BUILD=1 (measure the build outputs as they are),
// BENCH_KEEP=1 (keep the scratch folder), BENCH_PG=1 (also the feeds on PostgreSQL, see
// measure-postgres.mjs for BENCH_PG_URL), BENCH_TOOL=autocannon (try the fallback load tool).
// Every feed (feed-targets.mjs: ~40 targets with the 10k database) is loaded in shorter rounds:
// BENCH_FEED_ROUNDS (2) x BENCH_FEED_SECONDS (3) after a 1 s warm-up each. The session step:
// BENCH_SESSION_SECONDS (60), BENCH_SESSION_THINK_MS (0: each connection sends its next
// request at once), then the same again paced like people, BENCH_SESSION_PACED_MS (1000)
// between a session's requests (0 skips it; reported, not budgeted). Lighthouse: BENCH_LIGHTHOUSE_RUNS per page (3).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { ensureLoadTool } from './measure-http.mjs';
import { formatTable, fmt, planNotes, tableRows, writeResults } from './report.mjs';
import { feedsStep } from './run-feeds.mjs';
import { bundleStep, ingestStep, lighthouseStep, saveStep, sessionStep } from './run-steps.mjs';
import { benchDir, chosenSteps, envInt, killRunningChildren, progress } from './util.mjs';

const STEPS = ['bundle', 'lighthouse', 'save', 'ingest', 'feeds', 'session'];

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
  sessionPacedMs: envInt('BENCH_SESSION_PACED_MS', 1000, 0, 10_000),
  lighthouseRuns: envInt('BENCH_LIGHTHOUSE_RUNS', 3, 1, 20),
  steps: chosenSteps(process.env.BENCH_ONLY, STEPS),
};

const runs = (name) => settings.steps.has(name);

/** The run's shared state, filled by the steps (run-steps.mjs, run-feeds.mjs). */
const bench = {
  settings,
  scratch: mkdtempSync(path.join(os.tmpdir(), 'corkboard-bench-')),
  servers: [],
  rows: {},
  notes: [],
  broken: [],
  raw: {},
  /** Runs one independent part; a throw marks the bench broken but the others still run. */
  async step(name, fn) {
    try {
      return await fn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      progress(`${name} FAILED: ${message}`);
      bench.broken.push({ step: name, message });
      return undefined;
    }
  },
};
const { scratch, rows, notes, broken, raw } = bench;
Object.assign(raw, { settings: { ...settings, steps: [...settings.steps] }, scratch });

async function cleanup() {
  killRunningChildren();
  await Promise.allSettled(bench.servers.map((s) => s.stop()));
  if (settings.pg && runs('feeds')) {
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

async function main() {
  const needsLoad = ['save', 'feeds', 'session'].some(runs);
  const loadTool = needsLoad ? await ensureLoadTool() : { tool: '-' };
  raw.loadTool = loadTool.tool;
  if (loadTool.note) notes.push(loadTool.note);

  const build = await ensureBuild({ skipBuild: settings.skipBuild });
  raw.build = build;
  if (build.buildNote) notes.push(build.buildNote);
  if (!build.webAvailable) {
    notes.push('SSR, JS, CSS and Lighthouse rows skipped: apps/web/dist was not (re)built');
  }
  // Bundle sizes first: they need no server.
  if (runs('bundle')) await bench.step('bundle', () => bundleStep(bench, build));
  if (runs('lighthouse')) await bench.step('lighthouse', () => lighthouseStep(bench, build));
  if (runs('save')) await bench.step('save', () => saveStep(bench, loadTool));
  if (runs('ingest')) await bench.step('ingest', () => ingestStep(bench));
  let candidates = build.servers;
  if (runs('feeds')) {
    candidates =
      (await bench.step('feeds', () => feedsStep(bench, { loadTool, build }))) ?? candidates;
  }
  if (runs('session')) {
    await bench.step('session', () => sessionStep(bench, { candidates, loadTool }));
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

const table = tableRows(rows, { pg: settings.pg, steps: settings.steps });
notes.push(...planNotes(raw.plans));
for (const b of broken) notes.push(`bench step ${b.step} broke: ${b.message.split('\n')[0]}`);

const load = runs('feeds')
  ? `, ${fmt.int(settings.pins)} and ${fmt.int(settings.smallPins)} pins, load by ` +
    `${raw.loadTool} (${settings.connections} connections, ${settings.rounds} rounds x ` +
    `${settings.seconds} s; every feed ${settings.feedRounds} x ${settings.feedSeconds} s)`
  : '';
const header =
  `Corkboard bench: ${os.cpus().length} cores, Node ${process.version}, ` +
  `server from ${raw.serverFrom ?? '?'}${load}; steps: ${[...settings.steps].join(', ')}`;
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
