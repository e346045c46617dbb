// Makes sure there is a server to run and, if possible, a built web app to measure. Runs
// `node scripts/build.mjs` when a build output is missing or older than its sources.
// Others edit the code while the bench runs, so a build can fail half way:
// - the web app counts as built when this build attempt wrote both of its outputs (the Vite
//   steps run first; a later server-bundle failure does not make them stale);
// - the server then runs from its TypeScript source through tsx (an esbuild bundle placed
//   outside apps/server could not resolve the server's own node_modules), and, should the
//   source not start either, from the previous bundle, with a note saying it is stale.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { progress, root, runCommand } from './util.mjs';

const mainFile = path.join(root, 'apps/server/dist/main.mjs');
const webDist = path.join(root, 'apps/web/dist');
const webFiles = [
  path.join(webDist, 'client/.vite/manifest.json'),
  path.join(webDist, 'server/entry-server.js'),
];
const bundle = { args: [mainFile], from: 'bundle', note: null };
const source = {
  args: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  from: 'source',
  note: 'the server ran from its TypeScript source through tsx, not from the bundle',
};
const staleBundle = {
  ...bundle,
  note: 'the server ran from the PREVIOUS bundle (apps/server/dist): it may predate the sources',
};

/** The lines worth showing from a failed build: its error lines, else its last lines. */
function buildError(output) {
  const lines = output
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('npm warn') && !line.startsWith('at '));
  const errors = lines.filter((line) => /error|failed|^\[[A-Z_]+\]/i.test(line));
  return [...new Set(errors.length ? errors : lines)].slice(-8).join('\n  ');
}

/**
 * @returns {Promise<{ servers: Array<{ args: string[], from: string, note: string | null }>,
 *   webDist: string, webAvailable: boolean, buildNote: string | null }>}
 *   `servers`: ways to run the server, best first.
 */
export async function ensureBuild({ skipBuild }) {
  const have = (files) => files.every((f) => existsSync(f));
  if (skipBuild) {
    return {
      servers: existsSync(mainFile) ? [bundle, source] : [source],
      webDist,
      webAvailable: have(webFiles),
      buildNote: 'BENCH_SKIP_BUILD=1: measured the existing build outputs as they are',
    };
  }
  const { buildIsFresh } = await import('../scripts/build.mjs');
  if (have([mainFile, ...webFiles]) && buildIsFresh()) {
    return { servers: [bundle], webDist, webAvailable: true, buildNote: null };
  }
  progress('build outputs missing or older than the sources: node scripts/build.mjs');
  const startedMs = Date.now();
  const result = await runCommand(process.execPath, ['scripts/build.mjs'], {
    timeoutMs: 8 * 60_000,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (result.code === 0 && have([mainFile, ...webFiles])) {
    return { servers: [bundle], webDist, webAvailable: true, buildNote: null };
  }
  const why = result.timedOut
    ? 'timed out after 8 min'
    : buildError(`${result.stdout}\n${result.stderr}`);
  const buildNote = `node scripts/build.mjs failed: ${why}`;
  progress(buildNote);
  const writtenNow = (f) => existsSync(f) && statSync(f).mtimeMs >= startedMs - 1000;
  return {
    servers: existsSync(mainFile) ? [source, staleBundle] : [source],
    webDist,
    webAvailable: webFiles.every(writtenNow),
    buildNote,
  };
}
