// `npm test`: installs what the tests need, then runs every suite — types, lint, format, unit,
// API on SQLite and on PostgreSQL, browser — and ends with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  ensureChromium,
  ensureDependencies,
  portOpen,
  root,
  run,
  startLocalPostgres,
} from './lib.mjs';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const results = [];
let passed = 0;
let failed = 0;
// The names of failed tests, printed again in the summary: a CI log often keeps only its tail.
const failures = [];

async function step(name, fn) {
  console.log(`\n=== ${name}`);
  const ok = await fn();
  results.push({ name, ok });
  if (!ok) console.log(`--- ${name}: FAILED`);
}

async function vitest(project, env = {}) {
  const out = path.join(root, '.tmp', `vitest-${project}.json`);
  rmSync(out, { force: true });
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    { env: { ...process.env, ...env } },
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name);
      const tests = file.assertionResults ?? [];
      if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
        failures.push(`${project}: ${where}\n        ${String(file.message ?? '').split('\n')[0]}`);
      }
      for (const test of tests) {
        if (test.status !== 'failed') continue;
        const first = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(`${project}: ${where} > ${test.fullName}\n        ${first}`);
      }
    }
  } else if (code !== 0) {
    failed += 1;
  }
  return code === 0;
}

try {
  await ensureDependencies();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const haveChromium = await ensureChromium();

await step(
  'types (tsc)',
  async () => (await run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) === 0,
);
await step(
  'lint (eslint)',
  async () => (await run('npx', ['eslint', '--max-warnings', '0', '.'])) === 0,
);
await step(
  'format (prettier)',
  async () => (await run('npx', ['prettier', '--check', '--log-level', 'warn', '.'])) === 0,
);
await step('unit', () => vitest('unit'));
await step('API on SQLite', () => vitest('api-sqlite'));

let pgUp = await portOpen('127.0.0.1', 5432);
if (!pgUp && CI) {
  console.log('PostgreSQL is down; starting the local cluster (CI needs the PostgreSQL suite)…');
  pgUp = await startLocalPostgres();
}
if (pgUp) {
  await step('API on PostgreSQL', () => vitest('api-postgres'));
} else if (CI) {
  await step('API on PostgreSQL', async () => {
    console.log('PostgreSQL is not reachable on 127.0.0.1:5432 and could not be started.');
    failed += 1;
    return false;
  });
} else {
  console.log(
    '\nPostgreSQL is not reachable on 127.0.0.1:5432: skipping the PostgreSQL API suite.',
  );
}

await step('build', async () => {
  const { build } = await import('./build.mjs');
  try {
    await build();
    return true;
  } catch (error) {
    console.error(error.message);
    failed += 1;
    return false;
  }
});
if (haveChromium) {
  await step('browser (Chromium)', () => vitest('e2e'));
} else {
  await step('browser (Chromium)', async () => {
    failed += 1;
    return false;
  });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}`);
for (const f of failures) console.log(`failed  ${f}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
