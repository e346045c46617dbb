// One transaction over every store: commands read and write through `stores` bound to it.
// On SQLite the one connection is held for the whole transaction (and its batch), so inside
// `work` never use the app's own stores (they would wait for the connection this transaction
// holds), and do nothing slow but database calls (the batch waits for every unit).
import type { Kysely } from 'kysely';
import type { Storage } from './db';
import { groupCommitter } from './group-commit';
import type { Database } from './schema/database';
import { createStores, type Stores } from './stores';

const committers = new WeakMap<Storage, ReturnType<typeof groupCommitter>>();

/**
 * Runs `work` in a transaction. On SQLite, transactions that arrive together share one commit
 * (group-commit.ts); each still sees only committed data plus its own writes and those of the
 * units before it, as if they had run one after another.
 */
export function inTransaction<T>(
  storage: Storage,
  work: (stores: Stores, db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (storage.engine !== 'sqlite') {
    return storage.db.transaction().execute((trx) => work(createStores(trx), trx));
  }
  let run = committers.get(storage);
  if (!run) {
    run = groupCommitter(storage.db);
    committers.set(storage, run);
  }
  return run((trx) => work(createStores(trx), trx));
}

/** A unique index refused a write (the driver error codes of both engines). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
