// After-commit change notifications (storage/changes.ts) on a real SQLite file: a store write is
// announced once it has run, a transaction once it has committed (with every table it wrote),
// and a read, a failed statement or a rolled-back unit never.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rewrittenTables, writeActor, writtenTables } from '../../src/storage/changes';
import { migrateToLatest, openStorage, type Storage } from '../../src/storage/db';
import { createStores } from '../../src/storage/stores';
import { inTransaction } from '../../src/storage/transaction';

let dir: string;
let file: string;
let storage: Storage;
let announced: string[][];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-changes-'));
  file = path.join(dir, 'test.db');
  storage = openStorage({ engine: 'sqlite', file });
  await migrateToLatest(storage);
  storage.changes.subscribe((tables) => announced.push([...tables].sort()));
});
beforeEach(() => {
  announced = [];
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
const user = () => {
  n += 1;
  return {
    username: `u${n}`,
    email: `u${n}@example.test`,
    password_hash: 'x',
    first_name: 'U',
    last_name: '',
    about: '',
    avatar_signature: null,
    is_employee: 0,
    is_verified_merchant: 0,
    verified_identity: 0,
    save_behavior: 0,
    created_at: 1,
  };
};

/** What another connection sees: only committed rows. */
function committedUsernames(): string[] {
  const other = new SQLite(file, { readonly: true });
  try {
    return (other.prepare('SELECT username FROM users').all() as { username: string }[]).map(
      (r) => r.username,
    );
  } finally {
    other.close();
  }
}

describe('writtenTables', () => {
  const db = () => storage.bare;
  it.each([
    ['an insert', () => db().insertInto('users').values(user()), ['users']],
    ['an update', () => db().updateTable('boards').set({ name: 'x' }), ['boards']],
    ['a delete', () => db().deleteFrom('sessions'), ['sessions']],
    ['an aliased update', () => db().updateTable('pins as p').set({ title: 'x' }), ['pins']],
    ['a select', () => db().selectFrom('users').selectAll(), []],
  ])('%s writes %j', (_label, query, tables) => {
    expect(writtenTables(query().toOperationNode())).toEqual(tables);
  });

  it.each([
    ['insert into users values (1)', ['*']],
    ['  DELETE FROM pins', ['*']],
    ['select 1', []],
    ['savepoint unit', []],
  ])('raw %j writes %j', (text, tables) => {
    expect(writtenTables(sql.raw(text).toOperationNode())).toEqual(tables);
  });
});

describe('rewrittenTables: the tables whose existing rows a statement changes', () => {
  const db = () => storage.bare;
  it.each([
    ['an insert (new rows only)', () => db().insertInto('users').values(user()), []],
    ['an update', () => db().updateTable('boards').set({ name: 'x' }), ['boards']],
    [
      "a board's last pinned time alone (ordering only)",
      () => db().updateTable('boards').set({ last_pinned_at: 1 }),
      [],
    ],
    [
      'that time with its name',
      () => db().updateTable('boards').set({ last_pinned_at: 1, name: 'x' }),
      ['boards'],
    ],
    ['a delete', () => db().deleteFrom('pins'), ['pins']],
    ['a select', () => db().selectFrom('users').selectAll(), []],
  ])('%s rewrites %j', (_label, query, tables) => {
    expect(rewrittenTables(query().toOperationNode())).toEqual(tables);
  });
});

describe('change notifications', () => {
  it('names the rewritten tables and the request actor of each announcement', async () => {
    const details: { rewritten: string[]; actor: string | null }[] = [];
    const unsubscribe = storage.changes.subscribe((_tables, d) =>
      details.push({ rewritten: [...d.rewritten].sort(), actor: d.actor }),
    );
    try {
      const stores = createStores(storage.db);
      const id = await writeActor.run({ id: '42' }, () => stores.users.insert(user()));
      await storage.db.updateTable('users').set({ about: 'x' }).where('id', '=', id).execute();
      await writeActor.run({ id: '7' }, () =>
        inTransaction(storage, async (trx) => {
          await trx.users.insert(user());
          await trx.users.byId(id);
        }),
      );
    } finally {
      unsubscribe();
    }
    expect(details).toEqual([
      { rewritten: [], actor: '42' },
      { rewritten: ['users'], actor: null },
      { rewritten: [], actor: '7' },
    ]);
  });

  it('announces a store write once it has run, and nothing for a read', async () => {
    const stores = createStores(storage.db);
    await stores.users.insert(user());
    expect(announced).toEqual([['users']]);
    await stores.users.byUsername('nobody');
    expect(announced).toHaveLength(1);
  });

  it('announces nothing for a write that failed', async () => {
    const row = user();
    await storage.db.insertInto('users').values(row).execute();
    announced = [];
    await expect(storage.db.insertInto('users').values(row).execute()).rejects.toThrow();
    expect(announced).toEqual([]);
  });

  it('announces a transaction once, after its commit, with every table it wrote', async () => {
    const row = user();
    let seenAtAnnouncement: string[] | null = null;
    const unsubscribe = storage.changes.subscribe(() => {
      seenAtAnnouncement = committedUsernames();
    });
    try {
      await inTransaction(storage, async (stores, db) => {
        const id = await stores.users.insert(row);
        await db
          .insertInto('user_states')
          .values({ user_id: id, state: 'S', value: 'v', updated_at: 1 })
          .execute();
        await stores.users.byId(id);
        expect(announced).toEqual([]);
      });
    } finally {
      unsubscribe();
    }
    expect(announced).toEqual([['user_states', 'users']]);
    expect(seenAtAnnouncement).toContain(row.username);
  });

  it('announces nothing for a transaction that was rolled back', async () => {
    await expect(
      inTransaction(storage, async (stores) => {
        await stores.users.insert(user());
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(announced).toEqual([]);
  });
});
