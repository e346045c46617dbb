// The steps of `npm run bench` (run.mjs) other than the feeds (run-feeds.mjs): bundle sizes,
// Lighthouse, durable saves, image ingest, and the 100 signed-in sessions. Each takes the run's
// shared state (`bench`: settings, scratch, servers, rows, notes, raw) and fills its rows.
import path from 'node:path';
import { startDemoServer } from './demo-server.mjs';
import { measureBundle } from './measure-bundle.mjs';
import { measureSave } from './measure-save.mjs';
import { BUDGETS, fmt, row } from './report.mjs';
import { progress, tsxJson } from './util.mjs';

const skipped = { shown: '-', status: 'skipped' };

/** Initial JS and CSS of the home page, gzip: needs no server. */
export async function bundleStep({ rows, raw }, build) {
  if (!build.webAvailable) {
    rows.js = row('js', skipped);
    rows.css = row('css', skipped);
    return;
  }
  raw.bundle = await measureBundle(build.webDist);
  const list = (files) => files.map((f) => `${f.file} ${fmt.kb(f.gzipBytes)}`).join(', ');
  rows.js = row('js', {
    value: raw.bundle.jsGzipBytes / 1024,
    shown: fmt.kb(raw.bundle.jsGzipBytes),
    detail: list(raw.bundle.jsFiles),
  });
  rows.css = row('css', {
    value: raw.bundle.cssGzipBytes / 1024,
    shown: fmt.kb(raw.bundle.cssGzipBytes),
    detail: list(raw.bundle.cssFiles),
  });
}

/** Lighthouse on the demo (measure-lighthouse.mjs), before any load so the machine is quiet. */
export async function lighthouseStep({ settings, scratch, servers, rows, raw }, build) {
  if (!build.webAvailable) {
    for (const key of Object.keys(BUDGETS).filter((k) => k.startsWith('lh_'))) {
      rows[key] = row(key, skipped);
    }
    return;
  }
  // Imported here: lighthouse is a large dependency the other steps do without.
  const { lighthouseRows, measureLighthouse } = await import('./measure-lighthouse.mjs');
  const demo = await startDemoServer({ candidates: build.servers, scratch, name: 'lighthouse' });
  servers.push(demo.server);
  raw.serverFrom ??= demo.from;
  try {
    raw.lighthouse = await measureLighthouse({
      baseUrl: demo.url,
      runs: settings.lighthouseRuns,
    });
    Object.assign(rows, lighthouseRows(raw.lighthouse));
  } finally {
    await demo.stop();
  }
}

export async function saveStep({ settings, scratch, rows, raw }, loadTool) {
  const save = await measureSave({ scratch, loadTool, ...settings });
  raw.save = save.raw;
  rows.save = save.row;
}

export async function ingestStep({ settings, scratch, rows, raw }) {
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

/** 100 signed-in sessions on the demo (measure-sessions.mjs); wrk only (a Lua script). */
export async function sessionStep({ settings, scratch, servers, rows, notes, raw }, options) {
  const { candidates, loadTool } = options;
  if (loadTool.tool !== 'wrk') {
    for (const key of [
      'sessionErrors',
      'sessionP99',
      'sessionMedian',
      'sessionPaced',
      'sessionMemory',
    ]) {
      rows[key] = row(key, skipped);
    }
    return;
  }
  const { measureSessions } = await import('./measure-sessions.mjs');
  const session = await measureSessions({ scratch, candidates, loadTool, servers, ...settings });
  raw.session = session.raw;
  Object.assign(rows, session.rows);
  notes.push(...session.notes);
}
