// The bench's budget table (docs/DESIGN.md §3): each figure, its budget, and its ratio to the
// limit.
// `min` budgets are floors (ratio = measured / floor, needs >= 1); `max` budgets are ceilings
// (ratio = measured / ceiling, needs <= 1). A miss prints OVER; the bench reports, it does not
// gate, so a miss never changes the exit code.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Budget rows in the order of the table. */
export const BUDGETS = {
  bare: { figure: 'Bare Fastify JSON route (the limit for throughput)', budget: null },
  feedThroughput: {
    figure: 'Home feed, 25 pins of 1M (SQLite), throughput vs bare',
    budget: { kind: 'min', value: 0.3, text: '>= 0.30x' },
  },
  feedP99: {
    figure: 'Home feed, 25 pins of 1M, p99 at 50 connections',
    budget: { kind: 'max', value: 20, text: '<= 20 ms' },
  },
  deepThroughput: {
    figure: 'Home feed deep (bookmark ~500k rows down), throughput vs bare',
    budget: { kind: 'min', value: 0.3, text: '>= 0.30x' },
  },
  deepP99: {
    figure: 'Home feed deep, p99 at 50 connections',
    budget: { kind: 'max', value: 20, text: '<= 20 ms' },
  },
  growth: {
    figure: 'Home feed signed out (cache on), cost growth 10k -> 1M pins',
    budget: { kind: 'max', value: 1.5, text: '<= 1.5x' },
  },
  pgFeedThroughput: {
    figure: 'PostgreSQL: home feed, 25 pins of 1M, throughput vs bare',
    budget: { kind: 'min', value: 0.3, text: '>= 0.30x' },
  },
  pgFeedP99: {
    figure: 'PostgreSQL: home feed, p99 at 50 connections',
    budget: { kind: 'max', value: 20, text: '<= 20 ms' },
  },
  pgDeepThroughput: {
    figure: 'PostgreSQL: home feed deep, throughput vs bare',
    budget: { kind: 'min', value: 0.3, text: '>= 0.30x' },
  },
  pgDeepP99: {
    figure: 'PostgreSQL: home feed deep, p99 at 50 connections',
    budget: { kind: 'max', value: 20, text: '<= 20 ms' },
  },
  ssr: {
    figure: 'SSR of the home page, server time (median, 10k, signed out)',
    budget: { kind: 'max', value: 25, text: '<= 25 ms' },
  },
  js: {
    figure: 'Initial JS for the home page (gzip)',
    budget: { kind: 'max', value: 110, text: '<= 110 KB' },
  },
  css: {
    figure: 'Initial CSS for the home page (gzip)',
    budget: { kind: 'max', value: 25, text: '<= 25 KB' },
  },
  ingest: {
    figure: 'Image ingest, 12 MP JPEG, processImage vs barePipeline',
    budget: { kind: 'max', value: 1.2, text: '<= 1.2x' },
  },
  save: {
    figure: 'Save (RepinResource create), durable',
    budget: { kind: 'min', value: 1000, text: '>= 1,000/s' },
  },
  jsonPage: {
    figure: 'JSON of a 25-pin page (home feed, uncompressed body)',
    budget: { kind: 'max', value: 30, text: '<= 30 KB' },
  },
  sessionErrors: {
    figure: 'Sessions: 100 signed in browsing and saving on demo data, non-2xx and socket errors',
    budget: { kind: 'max', value: 0, text: '0' },
  },
  sessionP99: {
    figure: 'Sessions: p99',
    budget: { kind: 'max', value: 100, text: '<= 100 ms' },
  },
  sessionMedian: { figure: 'Sessions: median', budget: null },
  sessionPaced: {
    figure: 'Sessions paced like people (each waits BENCH_SESSION_PACED_MS between requests)',
    budget: null,
  },
  sessionMemory: { figure: 'Sessions: server memory (RSS before -> after)', budget: null },
  ...lighthouseBudgets(),
};

/** Table positions of the rows made at run time (feed-targets.mjs): after these keys. */
const LISTS_AFTER = { growth: 'feeds', pgDeepP99: 'pgFeeds' };

/**
 * Lighthouse mobile (default throttling), signed out, demo data: performance, LCP, TBT, CLS and
 * FCP of each page (measure-lighthouse.mjs), then the home page's bytes on the wire.
 */
function lighthouseBudgets() {
  const pages = { home: 'home', closeup: 'a closeup', board: 'a board', search: 'search' };
  const budgets = {};
  for (const [key, page] of Object.entries(pages)) {
    const figure = (what) => `Lighthouse mobile, ${page}: ${what}`;
    budgets[`lh_${key}_score`] = {
      figure: figure('performance'),
      budget: { kind: 'min', value: 90, text: '>= 90' },
    };
    budgets[`lh_${key}_lcp`] = {
      figure: figure('LCP'),
      budget: { kind: 'max', value: 2500, text: '<= 2.5 s' },
    };
    budgets[`lh_${key}_tbt`] = {
      figure: figure('TBT'),
      budget: { kind: 'max', value: 200, text: '<= 200 ms' },
    };
    budgets[`lh_${key}_cls`] = {
      figure: figure('CLS'),
      budget: { kind: 'max', value: 0, text: '0' },
    };
    budgets[`lh_${key}_fcp`] = { figure: figure('FCP'), budget: null };
  }
  budgets.lh_home_bytes = {
    figure: "Bytes on the wire for the home page's load (HTML, JS, CSS, images; as sent)",
    budget: null,
  };
  return budgets;
}

/**
 * A row: `value` is the number compared with the budget; `shown` is how the measurement reads.
 * status: 'ok' | 'OVER' | 'info' | 'skipped' | 'ERROR' | 'not yet implemented'.
 */
export function row(key, { value = null, shown, status, detail = null }) {
  const { figure, budget } = BUDGETS[key];
  const verdict = status ?? (budget ? (withinBudget(value, budget) ? 'ok' : 'OVER') : 'info');
  const ratio = budget && !status ? ratioToLimit(value, budget) : null;
  return { key, figure, shown, value, budget: budget?.text ?? '-', ratio, status: verdict, detail };
}

const withinBudget = (value, budget) =>
  budget.kind === 'min' ? value >= budget.value : value <= budget.value;
// A budget of zero (layout shift, session errors) has no ratio: anything above it is over.
const ratioToLimit = (value, budget) => (budget.value === 0 ? null : value / budget.value);

/**
 * A row held to several budgets at once (a feed's throughput, p99 and growth): `parts` are
 * { value, shown, budget: { kind, value, text } | null }; OVER when any part misses, the
 * ratio column lists each part's ratio to its limit.
 */
export function compoundRow(key, { figure, parts, status }) {
  const budgeted = parts.filter((p) => p.budget);
  const ok = budgeted.every((p) => Number.isFinite(p.value) && withinBudget(p.value, p.budget));
  return {
    key,
    figure,
    shown: parts.map((p) => p.shown).join(', '),
    value: parts.map((p) => p.value),
    budget: budgeted.length ? budgeted.map((p) => p.budget.text).join(', ') : 'reported',
    ratio: budgeted.length ? budgeted.map((p) => ratioToLimit(p.value, p.budget)) : null,
    status: status ?? (budgeted.length === 0 ? 'info' : ok ? 'ok' : 'OVER'),
    detail: null,
  };
}

export const fmt = {
  int: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 2 : 1)} ms` : 'none'),
  x: (n) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : 'none'),
  kb: (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
};

function pad(text, width) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

const ORDER = [
  'bare',
  'feedThroughput',
  'feedP99',
  'deepThroughput',
  'deepP99',
  'growth',
  'pgFeedThroughput',
  'pgFeedP99',
  'pgDeepThroughput',
  'pgDeepP99',
  'ssr',
  'js',
  'css',
  'ingest',
  'save',
  'jsonPage',
  'sessionErrors',
  'sessionP99',
  'sessionMedian',
  'sessionPaced',
  'sessionMemory',
  ...Object.keys(BUDGETS).filter((key) => key.startsWith('lh_')),
];

/** The BENCH_ONLY step (run.mjs) that measures a row. */
export function stepOf(key) {
  if (key.startsWith('lh_')) return 'lighthouse';
  if (key.startsWith('session')) return 'session';
  if (key === 'js' || key === 'css') return 'bundle';
  if (key === 'save' || key === 'ingest') return key;
  return 'feeds';
}

/**
 * Every row in table order; a figure that never got measured shows as ERROR, the rows of steps
 * BENCH_ONLY left out are left out. `rows.feeds` and `rows.pgFeeds` are lists of rows
 * (feed-targets.mjs) placed after the rows LISTS_AFTER names.
 */
export function tableRows(rows, { pg, steps }) {
  const wanted = (key) => (pg || !key.startsWith('pg')) && steps.has(stepOf(key));
  return ORDER.filter(wanted).flatMap((key) => [
    rows[key] ?? row(key, { shown: '-', status: 'ERROR' }),
    ...(LISTS_AFTER[key] ? (rows[LISTS_AFTER[key]] ?? []) : []),
  ]);
}

/** Where a feed request's time goes, from explain-feed.mjs, and any suspicious plan. */
export function planNotes(plans) {
  const notes = [];
  for (const kind of ['first', 'deep', 'signedIn', 'related']) {
    const p = plans?.[kind];
    const q = p?.queries?.[0];
    if (!q) continue;
    const sum = (field) => p.queries.reduce((n, x) => n + x[field], 0);
    if (kind === 'signedIn' || kind === 'related') {
      const slowest = [...p.queries].sort((a, b) => b.medianMs - a.medianMs)[0];
      notes.push(
        `${kind === 'related' ? 'related pins' : 'signed-in home feed'} in-process (1M): resource ` +
          `${p.resourceMedianMs.toFixed(2)} ms, SQL ${sum('medianMs').toFixed(2)} ms in ` +
          `${p.queries.length} statements; slowest ${slowest.medianMs.toFixed(2)} ms: ` +
          `${slowest.sql.slice(0, 120)}…`,
      );
      // Merging a source's members needs a small sort by design; only a scan of pins is news.
      for (const query of p.queries) {
        const scans = query.plan.filter((line) => /^SCAN (pins|s)$/.test(line));
        if (scans.length > 0) notes.push(`SUSPICIOUS PLAN (${kind}): ${query.sql.slice(0, 200)}`);
      }
      continue;
    }
    notes.push(
      `feed ${kind} page in-process (1M): resource ${p.resourceMedianMs.toFixed(2)} ms, of which ` +
        `SQL ${sum('medianMs').toFixed(2)} ms in ${p.queries.length} statements (+ ` +
        `${sum('prepareMedianMs').toFixed(2)} ms preparing them, done on every query), then ` +
        `JSON.stringify ${p.stringifyMedianMs.toFixed(2)} ms; pins query ` +
        `${q.medianMs.toFixed(2)} ms, plan: ${q.plan.join(' / ')}`,
    );
    for (const query of p.queries) {
      if (query.suspicious.length > 0) {
        notes.push(`SUSPICIOUS PLAN (${kind}): ${query.sql} -> ${query.suspicious.join(' / ')}`);
      }
    }
  }
  return notes;
}

export function formatTable(rows) {
  const header = ['figure', 'measured', 'budget', 'ratio to limit', 'status'];
  const lines = rows.map((r) => [
    r.figure,
    r.shown,
    r.budget,
    r.ratio === null
      ? '-'
      : [r.ratio]
          .flat()
          .map((x) => (x === null ? '-' : x.toFixed(2)))
          .join(' / '),
    r.status,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const render = (cells) => `| ${cells.map((c, i) => pad(c, widths[i])).join(' | ')} |`;
  return [
    render(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(render),
  ].join('\n');
}

export function writeResults(file, results) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
