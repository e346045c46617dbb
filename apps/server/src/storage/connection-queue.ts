// The one SQLite connection, handed out in arrival order (docs/ARCHITECTURE.md, "Writes on
// SQLite"). Kysely's own SQLite mutex wakes every waiter on each release and lets whoever runs
// first take the connection: under load that is a convoy (each release wakes all N waiters)
// and unfair (a request may lose the race again and again while later ones are served). Here
// a release hands the connection straight to the longest waiter, so a read or a group-commit
// batch waits only for those that asked before it.
import {
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

export interface FifoLock {
  /** Resolves once every earlier caller has released. */
  acquire(): Promise<void>;
  release(): void;
  /** Callers waiting right now (not counting the holder). */
  readonly waiting: number;
}

export function fifoLock(): FifoLock {
  let held = false;
  // A ring would save the shift; waiters number at most the open requests, so an array will do.
  const waiters: (() => void)[] = [];
  return {
    acquire() {
      if (!held) {
        held = true;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    release() {
      const next = waiters.shift();
      // Handed over, never freed in between: nobody can barge in ahead of the waiters.
      if (next) next();
      else held = false;
    },
    get waiting() {
      return waiters.length;
    },
  };
}

/** Kysely's SQLite dialect with the connection queued fairly (`fifoLock`). */
export class FairSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new FairDriver(super.createDriver());
  }
}

class FairDriver implements Driver {
  readonly #inner: Driver;
  readonly #lock = fifoLock();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    // Never contended: only the holder of #lock gets here.
    return this.#inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.#inner.releaseConnection(connection);
    this.#lock.release();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.#inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await this.#inner.savepoint!(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await this.#inner.rollbackToSavepoint!(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await this.#inner.releaseSavepoint!(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

type Compile = QueryCompiler['compileQuery'];
