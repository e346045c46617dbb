// The feeds step of `npm run bench` (run.mjs): the seeds, the query plans, the signed-out home
// feed with the read cache on, every feed signed in and signed out with the cache off
// (feed-targets.mjs), the JSON size of a page, SSR, and the same feeds on PostgreSQL.
import path from 'node:path';
import { checkTargets, feedTableRows, feedTargets, jsonSizes } from './feed-targets.mjs';
import {
  bookmarkFor,
  checkFeed,
  feedPath,
  loadInRounds,
  loadProblems,
  summarize,
} from './measure-feed.mjs';
import { measureSsr } from './measure-ssr.mjs';
import { fmt, row } from './report.mjs';
import { startFirstWorking, startProcess } from './server-process.mjs';
import { benchDir, freePort, progress, tsxJson } from './util.mjs';

async function seed(bench, name, pins) {
  const dir = path.join(bench.scratch, name);
  progress(`seeding ${pins.toLocaleString('en-US')} pins into ${dir}`);
  const seeded = await tsxJson('seed-sqlite.mjs', [dir, String(pins)], {
    timeoutMs: 300_000,
    echo: true,
  });
  progress(`seeded ${name} in ${seeded.seconds.toFixed(1)} s`);
  return { dir, ...seeded };
}

function feedRows({ rows, notes }, runs, deepDepth) {
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

/** Load problems of `runs` void the bench (non-2xx, socket errors) or go to the notes. */
function noteProblems({ broken, notes }, runs) {
  const problems = loadProblems(runs);
  broken.push(...problems.broken);
  notes.push(...problems.notes);
}

/**
 * Starts bare Fastify and Corkboard on both databases with the read cache on (as deployed) and
 * off (READ_CACHE=off: every request runs its feed), all up at once (idle ones cost nothing) so
 * the load rounds can interleave. Resolves their URLs and the way of running the server used.
 */
async function startServers(bench, build, big, small) {
  const { scratch, servers, raw, notes } = bench;
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
  const cacheOff = { READ_CACHE: 'off' };
  return {
    bare: `http://127.0.0.1:${barePort}/`,
    big: await start(big, 'server-1m'),
    small: await start(small, 'server-10k'),
    bigOff: await start(big, 'server-1m-cache-off', cacheOff),
    smallOff: await start(small, 'server-10k-cache-off', cacheOff),
    candidates,
  };
}

/** Seeds, plans, every feed, JSON size, SSR, PostgreSQL; resolves the server candidates. */
export async function feedsStep(bench, { loadTool, build }) {
  const { settings, rows, notes, raw } = bench;
  const big = await seed(bench, 'sqlite-1m', settings.pins);
  const small = await seed(bench, 'sqlite-10k', settings.smallPins);
  raw.seed = { big, small };

  raw.plans = await bench.step('explain', () => {
    progress('EXPLAIN QUERY PLAN of the feed queries on the large database');
    const args = [big.file, big.deepBeforeId, big.relatedPinId];
    return tsxJson('explain-feed.mjs', args, { timeoutMs: 300_000 });
  });

  const urls = await startServers(bench, build, big, small);
  const { pageSize } = settings;
  const first = feedPath({ page_size: pageSize });
  const deep = feedPath({ page_size: pageSize, bookmarks: [bookmarkFor(big.deepBeforeId)] });
  const targets = {
    bare: urls.bare,
    feed1m: `${urls.big}${first}`,
    deep1m: `${urls.big}${deep}`,
    feed10k: `${urls.small}${first}`,
  };
  const feedTargetList = {
    bare: urls.bare,
    ...feedTargets({ url: urls.bigOff, seed: big, db: '1m', pageSize }),
    ...feedTargets({ url: urls.smallOff, seed: small, db: '10k', pageSize }),
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
  const feedsOnly = Object.entries(feedTargetList).filter(([name]) => name !== 'bare');
  raw.jsonBytes = await checkTargets(Object.fromEntries(feedsOnly), pageSize);
  const json = jsonSizes(raw.jsonBytes);
  rows.jsonPage = json.row;
  notes.push(json.note);

  const { rounds, seconds, connections, warmupSeconds } = settings;
  const load = { loadTool, rounds, seconds, connections, warmupSeconds };
  raw.runs = await loadInRounds({ ...load, targets });
  noteProblems(bench, raw.runs);
  feedRows(bench, raw.runs, big.deepDepth);

  const feedLoad = {
    ...load,
    rounds: settings.feedRounds,
    seconds: settings.feedSeconds,
    warmupSeconds: 1,
  };
  raw.feedRuns = await bench.step('every feed', () =>
    loadInRounds({ ...feedLoad, targets: feedTargetList }),
  );
  if (raw.feedRuns) {
    noteProblems(bench, raw.feedRuns);
    rows.feeds = feedTableRows(raw.feedRuns, { large: '1m', small: '10k', label: 'SQLite 1M' });
  }

  if (build.webAvailable) await bench.step('ssr', () => ssrStep(bench, urls.small, checks));
  else rows.ssr = row('ssr', { shown: '-', status: 'skipped' });
  if (settings.pg) {
    const { measurePostgres } = await import('./measure-postgres.mjs');
    raw.postgres = await bench.step('postgres', () =>
      measurePostgres({
        settings,
        load,
        feedLoad,
        scratch: bench.scratch,
        candidates: urls.candidates,
        bareUrl: urls.bare,
      }),
    );
    Object.assign(rows, raw.postgres?.rows ?? {});
  }
  return urls.candidates;
}

async function ssrStep({ settings, rows, notes, raw }, smallUrl, checks) {
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
