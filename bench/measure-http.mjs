// HTTP load: wrk (Debian) for capacity figures, because autocannon saturates before the server
// on 2 cores (docs/DESIGN.md §3). autocannon is the fallback when wrk is missing and cannot be
// installed; the table says which tool produced the figures.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from '../scripts/lib.mjs';
import { benchDir, progress, root, runCommand } from './util.mjs';

const WRK_SCRIPT = path.join(benchDir, 'wrk-report.lua');
const WRK_COMMON = path.join(benchDir, 'wrk-common.lua');
/**
 * How long each connection's first request waits (wrk-common.lua says why): enough for an idle
 * server to accept every connection first. Left out of the run's duration for its rates.
 */
const WRK_OPEN_MS = 300;

/**
 * One wrk run of `script` (a wrk-*.lua that reports through wrk-common.lua) at `connections`
 * for `seconds`, with the connections opened before the timed load. Resolves wrk's summary
 * ({ requests, duration_us, non2xx, errors, latency_us }) plus `rps` over the timed part.
 */
export async function runWrk(wrkPath, { url, script, connections, seconds, args = [], env = {} }) {
  const threads = Math.min(2, connections);
  const result = await runCommand(
    wrkPath,
    [
      ...['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`],
      // A long timeout so slow answers count in the latency figures instead of vanishing from
      // them (wrk leaves timed-out requests out of its percentiles; its default is 2 s).
      ...['--timeout', '10s', ...args, '-s', script, url],
    ],
    {
      timeoutMs: (seconds + 60) * 1000,
      env: {
        ...process.env,
        ...env,
        BENCH_WRK_COMMON: WRK_COMMON,
        BENCH_WRK_OPEN_MS: String(WRK_OPEN_MS),
        BENCH_WRK_CONNECTIONS_PER_THREAD: String(Math.ceil(connections / threads)),
      },
    },
  );
  const line = result.stdout.split('\n').find((l) => l.startsWith('BENCH_WRK_JSON '));
  if (result.code !== 0 || !line) {
    throw new Error(`wrk failed (${result.code}): ${result.stderr || result.stdout}`.trim());
  }
  const r = JSON.parse(line.slice('BENCH_WRK_JSON '.length));
  const timedSeconds = Math.max(r.duration_us / 1e6 - WRK_OPEN_MS / 1000, 1e-3);
  return { ...r, rps: r.requests / timedSeconds };
}

function findWrk() {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/bin', '/usr/local/bin')) {
    if (dir && existsSync(path.join(dir, 'wrk'))) return path.join(dir, 'wrk');
  }
  return null;
}

/**
 * wrk if present; when missing, Debian's package is installed (as `npm test` installs
 * Chromium: scripts/lib.mjs). autocannon only when apt is impossible (not root, no network).
 */
export async function ensureLoadTool() {
  const autocannon = path.join(root, 'node_modules/autocannon/autocannon.js');
  if (process.env.BENCH_TOOL === 'autocannon') {
    return {
      tool: 'autocannon',
      path: autocannon,
      note: 'BENCH_TOOL=autocannon: load by autocannon',
    };
  }
  if (!findWrk()) {
    progress('wrk is missing: apt-get install -y wrk');
    // apt's output goes to stderr: stdout carries only the table.
    await ensureDebianPackage('wrk', () => findWrk() !== null, { stdio: ['ignore', 2, 2] });
  }
  const wrk = findWrk();
  if (wrk) return { tool: 'wrk', path: wrk, note: null };
  const note =
    'wrk is not installed and apt-get could not install it (not root, or no package ' +
    'source): figures come from autocannon, which saturates before the server on 2 cores, ' +
    'so throughput ratios read low; the session step needs wrk and is skipped';
  progress(note);
  return { tool: 'autocannon', path: autocannon, note };
}

/**
 * One load run against one URL. Resolves { rps, meanMs, p50Ms, p99Ms, requests, errors, non2xx,
 * timeouts } (latencies NaN when no request completed within the run): socket errors and non-2xx answers mean the figure is void; timeouts (over 10 s)
 * mean the server is slow, which is a finding, not a failure of the bench.
 */
export async function loadRun(loadTool, url, { connections, seconds, headers = {} }) {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const timeoutMs = (seconds + 30) * 1000;
  if (loadTool.tool === 'wrk') {
    const r = await runWrk(loadTool.path, {
      url,
      script: WRK_SCRIPT,
      connections,
      seconds,
      args: headerArgs,
    });
    const e = r.errors;
    // No answer within the run: wrk reports latencies of 0, which would read as fast.
    const latency = (us) => (r.requests > 0 ? us / 1000 : NaN);
    return {
      rps: r.rps,
      meanMs: latency(r.latency_us.mean),
      p50Ms: latency(r.latency_us.p50),
      p99Ms: latency(r.latency_us.p99),
      requests: r.requests,
      errors: e.connect + e.read + e.write,
      non2xx: e.status,
      timeouts: e.timeout,
    };
  }
  const args = [
    loadTool.path,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...headerArgs,
    '-j',
    url,
  ];
  const result = await runCommand(process.execPath, args, { timeoutMs });
  if (result.code !== 0) throw new Error(`autocannon failed: ${result.stderr}`.trim());
  const r = JSON.parse(result.stdout);
  return {
    rps: r.requests.average,
    meanMs: r.latency.mean,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors ?? 0,
    non2xx: r.non2xx ?? 0,
    timeouts: r.timeouts ?? 0,
  };
}
