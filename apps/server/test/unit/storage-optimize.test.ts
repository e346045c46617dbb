// The planner's statistics (storage/db.ts `optimize`): a young SQLite database has none, and
// SQLite then plans joins by rule of thumb; `optimize` gathers them where tables changed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest, openStorage, type Storage } from '../../src/storage/db';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-optimize-'));
  storage = openStorage({ engine: 'sqlite', file: path.join(dir, 'test.db') });
  await migrateToLatest(storage);
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const statTables = async () =>
  (
    await sql<{ tbl: string }>`SELECT DISTINCT tbl FROM sqlite_stat1`.execute(storage.bare)
  ).rows.map((r) => r.tbl);

it('gathers statistics for the tables that hold rows, where there were none', async () => {
  const exists = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master
    WHERE name = 'sqlite_stat1'`.execute(storage.bare);
  expect(exists.rows[0]?.n).toBe(0);
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
    INSERT INTO users (username, email, password_hash, first_name, created_at)
    SELECT 'u' || i, 'u' || i || '@example.test', 'x', 'U', 1 FROM n`.execute(storage.bare);
  await storage.optimize();
  expect(await statTables()).toContain('users');
});
