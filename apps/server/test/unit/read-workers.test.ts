// Plain reads run on worker threads with their own read-only connections
// (storage/read-workers.ts): they never queue behind the app's connection, they see every
// committed write, a transaction's own reads stay on the app's connection, and a worker that
// fails hands its reads back to the app's connection.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlainRead } from '../../src/storage/connection-queue';
import { migrateToLatest, openStorage, type Storage } from '../../src/storage/db';
import { startReadWorkers } from '../../src/storage/read-workers';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-read-workers-'));
  storage = openStorage({ engine: 'sqlite', file: path.join(dir, 'test.db'), readWorkers: 2 });
  await migrateToLatest(storage);
  await sql`create table notes (id integer primary key, body text, data blob)`.execute(storage.db);
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (db = storage.db) =>
  Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]?.n);

describe('reads on worker threads', () => {
  it('a read answers while a transaction holds the app connection, with the last committed state', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const before = await count();
    const holder = storage.bare.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('held')`.execute(trx);
      // A read inside the transaction runs on its connection and sees its own write.
      expect(await count(trx)).toBe(before + 1);
      inserted();
      await gate;
    });
    await insertedSignal;
    // Without workers this read would wait for the gate (the connection is queued in order).
    expect(await count()).toBe(before);
    open();
    await holder;
    // Committed: the next read sees it.
    expect(await count()).toBe(before + 1);
  });

  it('a read right after a committed write sees it', async () => {
    for (let i = 0; i < 20; i += 1) {
      await sql`insert into notes (body) values (${`n${i}`})`.execute(storage.db);
      const last = await sql<{
        body: string;
      }>`select body from notes order by id desc limit 1`.execute(storage.db);
      expect(last.rows[0]?.body).toBe(`n${i}`);
    }
  });

  it('blobs travel as Buffers both ways, and SQL errors keep their message and code', async () => {
    const data = Buffer.from([0, 1, 2, 254, 255]);
    await sql`insert into notes (body, data) values ('blob', ${data})`.execute(storage.db);
    const row = await sql<{ data: Buffer }>`select data from notes where data = ${data}`.execute(
      storage.db,
    );
    expect(Buffer.isBuffer(row.rows[0]?.data)).toBe(true);
    expect(row.rows[0]?.data.equals(data)).toBe(true);
    const failed = sql`select nope from notes`.execute(storage.db);
    await expect(failed).rejects.toMatchObject({ code: 'SQLITE_ERROR' });
    await expect(failed).rejects.toThrow(/no such column: nope/);
  });

  it('only selects go to the workers: writes and raw non-selects take the app connection', () => {
    const select = storage.db.selectFrom('users').selectAll().compile();
    const insert = storage.db
      .insertInto('notes' as never)
      .values({ body: 'x' } as never)
      .compile();
    expect(isPlainRead(select)).toBe(true);
    expect(isPlainRead(insert)).toBe(false);
    expect(isPlainRead(CompiledQuery.raw('  SELECT 1'))).toBe(true);
    expect(isPlainRead(CompiledQuery.raw('begin'))).toBe(false);
    expect(isPlainRead(CompiledQuery.raw('pragma user_version'))).toBe(false);
  });

  it('sends each SQL text once per worker, and starts over past its bound without losing a read', async () => {
    const file = path.join(dir, 'test.db');
    const workers = startReadWorkers(file, 2, () => Promise.reject(new Error('no fallback')), {
      statementsMax: 3,
    });
    const texts = Array.from({ length: 7 }, (_, i) => `select ${i} as n, ? as p`);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(texts.map((t, i) => workers.read(t, [round * 10 + i])));
      expect(answers.map((a) => a.rows)).toEqual(
        texts.map((_, i) => [{ n: i, p: round * 10 + i }]),
      );
    }
    expect(workers.healthy).toBe(true);
    await workers.close();
  });

  it('a worker that fails hands its reads, and every read after, to the fallback', async () => {
    const asked: string[] = [];
    const workers = startReadWorkers(path.join(dir, 'missing.db'), 1, async (text) => {
      asked.push(text);
      return { rows: [{ ok: 1 }] };
    });
    // The worker cannot open a file that does not exist: it fails, and the read is answered.
    expect(await workers.read('select 1 as ok', [])).toEqual({ rows: [{ ok: 1 }] });
    expect(workers.healthy).toBe(false);
    expect(await workers.read('select 2 as ok', [])).toEqual({ rows: [{ ok: 1 }] });
    expect(asked).toEqual(['select 1 as ok', 'select 2 as ok']);
    await workers.close();
  });
});
