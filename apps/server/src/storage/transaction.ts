// One transaction over every store: commands read and write through `stores` bound to it.
// On SQLite the one connection is held for the whole transaction (and its batch), so inside
// `work` never use the app's own stores (they would wait for the connection this transaction
// holds), and do nothing slow but database calls (the batch waits for every unit).
// The tables a transaction wrote are announced on `storage.changes` once it has committed
// (storage/changes.ts); a unit that failed (rolled back) announces nothing.
import type { Kysely } from 'kysely';
import { writeTracker } from './changes';
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
export async function inTransaction<T>(
  storage: Storage,
  work: (stores: Stores, db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const written = new Set<string>();
  const rewritten = new Set<string>();
  const tracked = (trx: Kysely<Database>) => {
    const db = trx.withPlugin(
      writeTracker((tables, changed) => {
        tables.forEach((t) => written.add(t));
        changed.forEach((t) => rewritten.add(t));
      }),
    );
    return work(createStores(db), db);
  };
  let result: T;
  if (storage.engine !== 'sqlite') {
    result = await storage.bare.transaction().execute(tracked);
  } else {
    let run = committers.get(storage);
    if (!run) {
      run = groupCommitter(storage.bare);
      committers.set(storage, run);
    }
    // Resolves only once the batch holding this unit has committed.
    result = await run(tracked);
  }
  storage.changes.emit(written, rewritten);
  return result;
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
