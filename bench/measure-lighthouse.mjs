// Lighthouse (mobile, default simulated throttling, performance only) on the pages of
// docs/DESIGN.md §3: home, a closeup, a board and a search, signed out, against a server seeded
// with the demo. Debian's Chromium (/usr/bin/chromium), a fresh browser for every run. Each page
// is run BENCH_LIGHTHOUSE_RUNS times (3) and every metric is the median over those runs
// (Lighthouse varies from run to run, more so on a shared machine). A measurement, never a test.
//
// Also the bytes the home page's load put on the wire (Lighthouse's network records, transfer
// sizes: compressed as sent), by kind.
//
// Standalone (quick): `node bench/measure-lighthouse.mjs` builds if needed, starts the server on
// an empty scratch folder with the demo seeded (demo-server.mjs), measures and prints the rows;
// BENCH_LIGHTHOUSE_URL=http://127.0.0.1:3000 measures a server already running the demo instead.
// In `npm run bench` it is one step; BENCH_ONLY=lighthouse runs that step alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from './demo-server.mjs';
import { fmt, formatTable, row } from './report.mjs';
import { envInt, median, progress } from './util.mjs';

const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const LIGHTHOUSE_PAGES = ['home', 'closeup', 'board', 'search'];

/** The pages to measure, found through the API the way a visitor would reach them. */
export async function demoPages(baseUrl) {
  const options = { page_size: 25 };
  const url = `${baseUrl}/resource/UserHomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const pins = (await response.json())?.resource_response?.data;
  if (!response.ok || !Array.isArray(pins) || pins.length === 0) {
    throw new Error(`${url} answered ${response.status} without pins: is the demo seeded?`);
  }
  const pin = pins.find((p) => p.board?.url && p.title) ?? pins[0];
  // The longest word of a demo title: specific enough to find pins, common enough to find many.
  const word = (pin.title ?? 'garden')
    .split(/[^\p{L}]+/u)
    .sort((a, b) => b.length - a.length)[0]
    .toLowerCase();
  return {
    home: '/',
    closeup: `/pin/${pin.id}/`,
    board: pin.board.url,
    search: `/search/pins/?q=${encodeURIComponent(word)}`,
  };
}

/** One Lighthouse run in a fresh Chromium. */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      warnings: lhr.runWarnings ?? [],
      requests: lhr.audits['network-requests']?.details?.items ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/** Transfer sizes of everything the load fetched, by Lighthouse's resource type. */
export function wireBytes(requests) {
  const byType = {};
  let total = 0;
  for (const r of requests) {
    const bytes = r.transferSize ?? 0;
    const type = r.resourceType ?? 'Other';
    byType[type] = (byType[type] ?? 0) + bytes;
    total += bytes;
  }
  return { total, byType, requests: requests.length };
}

/**
 * @param {{ baseUrl: string, runs: number }} options
 * @returns {Promise<{ pages: Record<string, object>, homeWire: object }>}
 */
export async function measureLighthouse({ baseUrl, runs }) {
  const paths = await demoPages(baseUrl);
  const pages = {};
  let homeWire = null;
  for (const name of LIGHTHOUSE_PAGES) {
    const url = `${baseUrl}${paths[name]}`;
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      progress(`Lighthouse ${name} (${url}), run ${i + 1} of ${runs}`);
      results.push(await runOnce(url));
    }
    const mid = (key) => median(results.map((r) => r[key]));
    pages[name] = {
      url: paths[name],
      score: mid('score'),
      lcpMs: mid('lcpMs'),
      tbtMs: mid('tbtMs'),
      cls: mid('cls'),
      fcpMs: mid('fcpMs'),
      runs: results.map(({ requests, ...rest }) => ({ ...rest, requests: requests.length })),
    };
    if (name === 'home') {
      const wires = results.map((r) => wireBytes(r.requests));
      homeWire = [...wires].sort((a, b) => a.total - b.total)[Math.floor(wires.length / 2)];
    }
  }
  return { pages, homeWire };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The budget rows (report.mjs) for one measurement. */
export function lighthouseRows({ pages, homeWire }) {
  const rows = {};
  for (const [name, p] of Object.entries(pages)) {
    rows[`lh_${name}_score`] = row(`lh_${name}_score`, { value: p.score, shown: String(p.score) });
    rows[`lh_${name}_lcp`] = row(`lh_${name}_lcp`, { value: p.lcpMs, shown: seconds(p.lcpMs) });
    rows[`lh_${name}_tbt`] = row(`lh_${name}_tbt`, { value: p.tbtMs, shown: fmt.ms(p.tbtMs) });
    rows[`lh_${name}_cls`] = row(`lh_${name}_cls`, { value: p.cls, shown: p.cls.toFixed(3) });
    rows[`lh_${name}_fcp`] = row(`lh_${name}_fcp`, { value: p.fcpMs, shown: seconds(p.fcpMs) });
  }
  if (homeWire) {
    const kinds = Object.entries(homeWire.byType)
      .sort((a, b) => b[1] - a[1])
      .map(([type, bytes]) => `${type} ${fmt.kb(bytes)}`);
    rows.lh_home_bytes = row('lh_home_bytes', {
      value: homeWire.total / 1024,
      shown: `${fmt.kb(homeWire.total)} in ${homeWire.requests} requests`,
      detail: kinds.join(', '),
    });
  }
  return rows;
}

async function main() {
  const runs = envInt('BENCH_LIGHTHOUSE_RUNS', 3, 1, 20);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'corkboard-lighthouse-'));
  let server = null;
  try {
    let baseUrl = process.env.BENCH_LIGHTHOUSE_URL?.replace(/\/$/, '');
    if (!baseUrl) {
      const { ensureBuild } = await import('./ensure-build.mjs');
      const build = await ensureBuild({ skipBuild: process.env.BENCH_SKIP_BUILD === '1' });
      if (build.buildNote) progress(build.buildNote);
      server = await startDemoServer({ candidates: build.servers, scratch, name: 'lighthouse' });
      baseUrl = server.url;
    }
    const measured = await measureLighthouse({ baseUrl, runs });
    const rows = Object.values(lighthouseRows(measured));
    console.log(`\nLighthouse, ${runs} run(s) a page, median\n\n${formatTable(rows)}\n`);
    const wire = measured.homeWire;
    if (wire) console.log(`- home page wire bytes by kind: ${rows.at(-1)?.detail ?? ''}`);
    console.log(`- pages: ${LIGHTHOUSE_PAGES.map((p) => measured.pages[p].url).join(' ')}`);
  } finally {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    progress(`Lighthouse FAILED: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
