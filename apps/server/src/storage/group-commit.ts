// Group commit for SQLite (docs/DESIGN.md §3: durable saves >= 1,000/s with synchronous=FULL):
// every commit costs an fsync of the WAL, and SQLite runs one write transaction at a time
// anyway. Transactions that arrive while one is committing wait and then run together, each in
// its own savepoint, under one commit: one fsync for the batch. A failing unit is rolled back
// to its savepoint alone; nobody hears back before the batch is durable. An idle server runs a
// lone transaction at once, so batching adds no delay without concurrency.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema/database';

type Work<T> = (db: Kysely<Database>) => Promise<T>;

interface Unit {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Units per commit: bounds how long the one connection is held. */
const BATCH_MAX = 64;

export function groupCommitter(db: Kysely<Database>) {
  const queue: Unit[] = [];
  let running = false;

  async function flush(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      // One turn of the event loop first: requests waiting for the connection do their reads
      // and join this batch instead of each paying a commit of its own.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.splice(0, BATCH_MAX);
      const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          for (const unit of batch) {
            await sql`savepoint unit`.execute(trx);
            try {
              outcomes.push({ ok: true, value: await unit.work(trx) });
            } catch (error) {
              await sql`rollback to savepoint unit`.execute(trx);
              outcomes.push({ ok: false, error });
            }
            await sql`release savepoint unit`.execute(trx);
          }
        });
      } catch (error) {
        // The commit itself failed: nothing of the batch was written.
        for (const unit of batch) unit.reject(error);
        continue;
      }
      batch.forEach((unit, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) unit.resolve(outcome.value);
        else unit.reject(outcome.error);
      });
    }
    running = false;
  }

  return function run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!running) void flush();
    });
  };
}
