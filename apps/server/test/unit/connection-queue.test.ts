// The one SQLite connection is handed out in arrival order (storage/connection-queue.ts): a
// caller waits only for those that asked before it, reads and transactions alike, and nobody
// who asks later overtakes a waiter.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fifoLock } from '../../src/storage/connection-queue';
import { migrateToLatest, openStorage, type Storage } from '../../src/storage/db';

describe('fifoLock', () => {
  it('hands the lock to waiters in the order they asked', async () => {
    const lock = fifoLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = [1, 2, 3].map((n) =>
      lock.acquire().then(() => {
        order.push(n);
        lock.release();
      }),
    );
    expect(lock.waiting).toBe(3);
    lock.release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(lock.waiting).toBe(0);
  });

  it('lets nobody barge in between a release and the next waiter', async () => {
    const lock = fifoLock();
    const order: string[] = [];
    await lock.acquire();
    const waiter = lock.acquire().then(() => order.push('waiter'));
    lock.release();
    // Asked right after the release, in the same tick: still behind the waiter.
    const late = lock.acquire().then(() => order.push('late'));
    await waiter;
    lock.release();
    await late;
    expect(order).toEqual(['waiter', 'late']);
  });
});

describe('the SQLite connection', () => {
  let dir: string;
  let storage: Storage;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-connection-queue-'));
    storage = openStorage({ engine: 'sqlite', file: path.join(dir, 'test.db') });
    await migrateToLatest(storage);
  });
  afterAll(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves reads and transactions in the order they asked for it', async () => {
    const order: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // A transaction holds the connection until the gate opens; everyone else queues.
    const holder = storage.bare.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await gate;
      order.push('holder');
    });
    const read = (name: string) =>
      sql`select 1`.execute(storage.db).then(() => {
        order.push(name);
      });
    const transaction = (name: string) =>
      storage.bare.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await sql`select 2`.execute(trx);
        order.push(name);
      });
    const queued = [read('r1'), transaction('t1'), read('r2'), read('r3'), transaction('t2')];
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    open();
    await Promise.all([holder, ...queued]);
    expect(order).toEqual(['holder', 'r1', 't1', 'r2', 'r3', 't2']);
  });
});
