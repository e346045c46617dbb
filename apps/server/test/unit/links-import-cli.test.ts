// `npm run links:import FILE` (issue 14), run as a person runs it: a hosts file goes into the
// database of DATA_DIR; importing it again replaces what it brought; a bad verdict is refused
// with the usage line and imports nothing.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config';
import { migrateToLatest, openStorage } from '../../src/storage/db';
import { linkRulesStore } from '../../src/storage/link-rules-store';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-links-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const importFile = (file: string, ...args: string[]) =>
  run('npm', ['run', '-s', 'links:import', file, '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
  });

async function rules() {
  const parsed = parseConfig({ DATA_DIR: dir }, dir);
  if (!parsed.ok) throw new Error(parsed.errors.join());
  const storage = openStorage(parsed.config.database);
  try {
    await migrateToLatest(storage);
    return await linkRulesStore(storage.db).all();
  } finally {
    await storage.close();
  }
}

describe('npm run links:import FILE', () => {
  it(
    'imports a hosts file, then replaces it when imported again',
    { timeout: 60_000 },
    async () => {
      const file = path.join(dir, 'bad-hosts.txt');
      writeFileSync(file, '# list\n0.0.0.0 one.example\n0.0.0.0 two.example\n');
      const first = await importFile(file, '--verdict', 'suspicious');
      expect(first.stdout).toContain(
        'Imported bad-hosts.txt: 2 domains and 0 URL prefixes as suspicious.',
      );
      expect((await rules()).map((r) => [r.value, r.verdict, r.source])).toEqual([
        ['one.example', 'suspicious', 'bad-hosts.txt'],
        ['two.example', 'suspicious', 'bad-hosts.txt'],
      ]);
      writeFileSync(file, '0.0.0.0 three.example\n');
      await importFile(file);
      expect((await rules()).map((r) => [r.value, r.verdict])).toEqual([
        ['three.example', 'blocked'],
      ]);
    },
  );

  it('refuses an unknown verdict with the usage line', { timeout: 60_000 }, async () => {
    const failed = await importFile(path.join(dir, 'x.txt'), '--verdict', 'evil').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('Usage: npm run links:import FILE');
  });
});
