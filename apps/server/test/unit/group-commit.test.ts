// Group commit on SQLite (storage/group-commit.ts): transactions that arrive together share
// one commit, each in its own savepoint, so one that fails leaves the others' writes intact and
// every caller hears back only once its writes are durable.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openStorage, type Storage } from '../../src/storage/db';
import { inTransaction } from '../../src/storage/transaction';

let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-group-commit-'));
  storage = openStorage({ engine: 'sqlite', file: path.join(dir, 'test.db') });
  await migrateToLatest(storage);
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const addUser = (name: string) =>
  storage.db
    .insertInto('users')
    .values({
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
    })
    .execute();

const usernames = async () =>
  (await storage.db.selectFrom('users').select('username').orderBy('username').execute()).map(
    (r) => r.username,
  );

describe('inTransaction on SQLite', () => {
  it('commits concurrent units together; a failing unit is rolled back alone', async () => {
    const results = await Promise.allSettled(
      ['a1', 'a2', 'bad', 'a3'].map((name) =>
        inTransaction(storage, async (stores, db) => {
          await db
            .insertInto('users')
            .values({
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
            })
            .execute();
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
});
