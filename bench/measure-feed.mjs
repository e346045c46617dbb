// Feed load figures. These machines are shared and noisy, so the targets (bare Fastify, the
// feed on 1M pins, the same deep in the feed, the feed on 10k pins) are loaded in interleaved
// rounds of a few seconds each, in a rotating order, and every ratio is taken within a round
// and then the median over rounds: drift in the machine's load hits both sides of a ratio.
import { loadRun } from './measure-http.mjs';
import { median, progress, sleep } from './util.mjs';

/**
 * What the web client asks every grid for (apps/web api/queries.ts pinGridQuery): its pins as
 * grid items, the compact pins of docs/API.md §2 "Pins in grids".
 */
export const GRID_ITEMS = { field_set_key: 'grid_item' };

/** The home feed as the web client reads it. */
export function feedPath(options) {
  return resourcePath('UserHomefeedResource', { ...options, ...GRID_ITEMS });
}

export function resourcePath(name, options) {
  return `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;
}

/** A load target: a URL, or a URL with request headers (a session cookie). */
const targetOf = (target) => (typeof target === 'string' ? { url: target, headers: {} } : target);

/**
 * A home feed bookmark `beforeId` deep: the signed-out feed blends popular and fresh pins
 * (issue 6), one keyset cursor each (apps/server/src/feeds/home-feed.ts); both start there.
 */
export function bookmarkFor(beforeId) {
  const at = String(beforeId);
  return Buffer.from(JSON.stringify({ c: { p: at, f: at } })).toString('base64url');
}

/** One request before loading: the URL must answer a full page, or the figures mean nothing. */
export async function checkFeed(target, pageSize) {
  const { url, headers } = targetOf(target);
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // reported below
  }
  const data = body?.resource_response?.data;
  if (!response.ok || !Array.isArray(data) || data.length !== pageSize) {
    const what = JSON.stringify(body?.resource_response ?? body).slice(0, 300);
    throw new Error(`${url} answered ${response.status} without ${pageSize} pins: ${what}`);
  }
  const ids = data.map((pin) => Number(pin.id));
  return {
    ids,
    firstId: ids[0],
    lastId: ids[ids.length - 1],
    bookmark: body.resource_response.bookmark,
    reasons: data.map((pin) => pin.recommendation_reason?.reason ?? null),
    bytes: Buffer.byteLength(text),
  };
}

/**
 * @param {{ loadTool: object, targets: Record<string, string | { url: string, headers: object }>, rounds: number, seconds: number,
 *   connections: number, warmupSeconds: number }} spec
 * @returns {Promise<Record<string, Array<object>>>} per target, one load result per round
 */
export async function loadInRounds({
  loadTool,
  targets,
  rounds,
  seconds,
  connections,
  warmupSeconds,
}) {
  const names = Object.keys(targets);
  for (const name of names) {
    progress(`warm-up ${name} (${warmupSeconds} s)`);
    const { url, headers } = targetOf(targets[name]);
    await loadRun(loadTool, url, { connections, seconds: warmupSeconds, headers });
    await settle(url);
  }
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < names.length; i += 1) {
      const name = names[(i + round) % names.length];
      const { url, headers } = targetOf(targets[name]);
      const result = await loadRun(loadTool, url, { connections, seconds, headers });
      progress(
        `round ${round + 1}/${rounds} ${name}: ${Math.round(result.rps)} req/s, ` +
          (result.requests > 0 ? `p99 ${result.p99Ms.toFixed(1)} ms` : 'no answer') +
          (result.errors + result.non2xx ? `, ${result.errors + result.non2xx} FAILED` : '') +
          (result.timeouts ? `, ${result.timeouts} timed out` : ''),
      );
      runs[name].push(result);
      await settle(url);
    }
  }
  return runs;
}

/**
 * Waits (at most 60 s) until the server behind `url` answers a cheap request within 50 ms: a
 * slow feed leaves requests wrk gave up on still running in the server, and the next target
 * must not be measured against that backlog. (The bare server has no /healthz; its 404 is as
 * good an answer.)
 */
async function settle(url) {
  const probe = `${new URL(url).origin}/healthz`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(probe, { signal: AbortSignal.timeout(5000) })).arrayBuffer();
    } catch {
      // a timed-out probe: still busy
    }
    if (performance.now() - started < 50) return;
    await sleep(200);
  }
  progress(`${probe} still answers slowly after 60 s: the next figures may be low`);
}

/**
 * Figures over rounds: req/s, p99 and mean latency are medians over rounds; `per` is the median
 * over rounds of a ratio of two targets' req/s taken within each round.
 */
export function summarize(runs) {
  // A round without answers has no latency (NaN): the median is over the rounds that had some.
  const of = (name, field) =>
    median(runs[name].map((r) => r[field]).filter((x) => Number.isFinite(x)));
  return {
    rps: (name) => of(name, 'rps'),
    p99: (name) => of(name, 'p99Ms'),
    mean: (name) => of(name, 'meanMs'),
    /** Median over rounds of rps(a) / rps(b). */
    per: (a, b) => median(runs[a].map((run, round) => run.rps / runs[b][round].rps)),
  };
}

/** Load results that void a figure (socket errors, non-2xx) and slow ones (over 10 s). */
export function loadProblems(runs) {
  const broken = [];
  const notes = [];
  for (const [name, list] of Object.entries(runs)) {
    const sum = (field) => list.reduce((n, r) => n + r[field], 0);
    if (sum('errors') + sum('non2xx') > 0) {
      broken.push({
        step: `load ${name}`,
        message: `${sum('non2xx')} non-2xx answers and ${sum('errors')} socket errors`,
      });
    }
    const empty = list.filter((r) => r.requests === 0).length;
    if (empty > 0) {
      notes.push(
        `${name}: no answer within ${empty} of its ${list.length} load runs (each request ` +
          'took longer than the run): its p99 is void and its throughput 0',
      );
    }
    if (sum('timeouts') > 0) {
      notes.push(`${name}: ${sum('timeouts')} requests took over 10 s (left out of its p99)`);
    }
  }
  return { broken, notes };
}
