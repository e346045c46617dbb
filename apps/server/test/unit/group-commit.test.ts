// Group commit on SQLite (storage/group-commit.ts): transactions that arrive together share
// one commit, each in its own savepoint, so one that fails leaves the others' writes intact and
// every caller hears back only once its writes are durable. Units run in arrival order, so no
// unit waits behind more than the queue ahead of it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openStorage, type Storage } from '../../src/storage/db';
import { inTransaction } from '../../src/storage/transaction';

let dir: string;
let storage: Storage;
/** A second connection to the same file: it sees only what has been committed. */
let outsider: SQLite.Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-group-commit-'));
  storage = openStorage({ engine: 'sqlite', file: path.join(dir, 'test.db') });
  await migrateToLatest(storage);
  outsider = new SQLite(path.join(dir, 'test.db'), { readonly: true });
});
afterAll(async () => {
  outsider.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const committed = (name: string) =>
  outsider.prepare('select count(*) as n from users where username = ?').get(name) as {
    n: number;
  };

const userValues = (name: string) => ({
  username: name,
  email: `${name}@example.test`,
  password_hash: 'x',
  first_name: name,
  last_name: '',
  about: '',
  avatar_signature: null,
  is_employee: 0,
  is_verified_merchant: 0,
  verified_identity: 0,
  save_behavior: 0,
  created_at: 1,
});

const addUser = (name: string) => storage.db.insertInto('users').values(userValues(name)).execute();

const usernames = async () =>
  (await storage.db.selectFrom('users').select('username').orderBy('username').execute()).map(
    (r) => r.username,
  );

describe('inTransaction on SQLite', () => {
  it('commits concurrent units together; a failing unit is rolled back alone', async () => {
    const results = await Promise.allSettled(
      ['a1', 'a2', 'bad', 'a3'].map((name) =>
        inTransaction(storage, async (stores, db) => {
          await db.insertInto('users').values(userValues(name)).execute();
          if (name === 'bad') throw new Error('refused');
          return (await stores.users.byUsername(name))?.username;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 'a1' });
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    expect(await usernames()).toEqual(['a1', 'a2', 'a3']);
  });

  it('lets a unit see what the units before it wrote, as if they ran one after another', async () => {
    await addUser('seed');
    const [first, second] = await Promise.all([
      inTransaction(storage, async (_stores, db) => {
        await db
          .updateTable('users')
          .set({ about: 'first' })
          .where('username', '=', 'seed')
          .execute();
        return 'done';
      }),
      inTransaction(storage, async (stores) => (await stores.users.byUsername('seed'))?.about),
    ]);
    expect(first).toBe('done');
    expect(second).toBe('first');
  });

  it('answers a unique violation to the unit that caused it', async () => {
    const outcome = await Promise.allSettled([
      inTransaction(storage, async (_s, db) => {
        await db
          .insertInto('user_states')
          .values({ user_id: 1, state: 'S', value: 'v', updated_at: 1 })
          .execute();
      }),
      inTransaction(storage, async (_s, db) => {
        await db
          .insertInto('user_states')
          .values({ user_id: 1, state: 'S', value: 'w', updated_at: 1 })
          .execute();
      }),
    ]);
    expect(outcome.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
    const rows = await storage.db.selectFrom('user_states').selectAll().execute();
    expect(rows.map((r) => r.value)).toEqual(['v']);
  });

  it('runs units in arrival order across batches, each answered in that order', async () => {
    const names = Array.from({ length: 150 }, (_, i) => `fifo${String(i).padStart(3, '0')}`);
    const answered: string[] = [];
    await Promise.all(
      names.map((name) =>
        inTransaction(storage, async (_s, db) => {
          await db.insertInto('users').values(userValues(name)).execute();
          return name;
        }).then((n) => answered.push(n)),
      ),
    );
    expect(answered).toEqual(names);
    // Ids were handed out in the order the units ran: the order they arrived in.
    const rows = await storage.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'like', 'fifo%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.username)).toEqual(names);
  });

  it('answers a unit only once its commit is visible to another connection', async () => {
    const seenInside: number[] = [];
    const seenAtAnswer: number[] = [];
    const names = ['c1', 'c2', 'c3'];
    await Promise.all(
      names.map((name) =>
        inTransaction(storage, async (_s, db) => {
          await db.insertInto('users').values(userValues(name)).execute();
          seenInside.push(committed(name).n);
        }).then(() => seenAtAnswer.push(committed(name).n)),
      ),
    );
    expect(seenInside).toEqual([0, 0, 0]);
    expect(seenAtAnswer).toEqual([1, 1, 1]);
  });

  it('leaves nothing of a failing unit with several writes, and the rest of its batch', async () => {
    const results = await Promise.allSettled(
      ['p1', 'partial', 'p2'].map((name) =>
        inTransaction(storage, async (_s, db) => {
          await db.insertInto('users').values(userValues(name)).execute();
          if (name !== 'partial') return;
          await db
            .insertInto('users')
            .values(userValues(`${name}-second`))
            .execute();
          await db.insertInto('users').values(userValues(name)).execute(); // duplicate: refused
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(['p1', 'partial', 'partial-second', 'p2'].map((n) => committed(n).n)).toEqual([
      1, 0, 0, 1,
    ]);
  });

  it('announces each committed unit once, after its commit, with its tables', async () => {
    const heard: { tables: string[]; visible: number }[] = [];
    const stop = storage.changes.subscribe((tables) =>
      heard.push({ tables: [...tables], visible: committed('n1').n + committed('n2').n }),
    );
    try {
      await Promise.allSettled(
        ['n1', 'n-bad', 'n2'].map((name) =>
          inTransaction(storage, async (_s, db) => {
            await db.insertInto('users').values(userValues(name)).execute();
            if (name === 'n-bad') throw new Error('refused');
          }),
        ),
      );
    } finally {
      stop();
    }
    // Both committed units are on disk before the first announcement; the failed one is silent.
    expect(heard).toEqual([
      { tables: ['users'], visible: 2 },
      { tables: ['users'], visible: 2 },
    ]);
  });

  it('checkpoints the WAL from another thread, also while a write transaction is open', async () => {
    await addUser('wal');
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const writing = inTransaction(storage, async (_s, db) => {
      await db.insertInto('users').values(userValues('wal-held')).execute();
      await gate;
    });
    // The write transaction holds the app's connection; a checkpoint does not wait for it.
    const result = await storage.checkpointer!.checkpoint();
    open();
    await writing;
    expect(result.busy).toBe(0);
    expect(result.log).toBeGreaterThan(0);
    expect(result.checkpointed).toBe(result.log);
  });
});
