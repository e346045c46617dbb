// The one SQLite connection, handed out in arrival order (docs/ARCHITECTURE.md, "Writes on
// SQLite"). Kysely's own SQLite mutex wakes every waiter on each release and lets whoever runs
// first take the connection: under load that is a convoy (each release wakes all N waiters)
// and unfair (a request may lose the race again and again while later ones are served). Here
// a release hands the connection straight to the longest waiter, so a read or a group-commit
// batch waits only for those that asked before it.
import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import type { ReadWorkers } from './read-workers';

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

/**
 * Kysely's SQLite dialect with the connection queued fairly (`fifoLock`) and, given `reads`,
 * plain reads sent to the read workers (storage/read-workers.ts) instead of the queue.
 */
export class FairSqliteDialect extends SqliteDialect {
  readonly #reads: () => ReadWorkers | undefined;

  constructor(config: SqliteDialectConfig, reads: () => ReadWorkers | undefined = () => undefined) {
    super(config);
    this.#reads = reads;
  }

  override createDriver(): Driver {
    return new FairDriver(super.createDriver(), this.#reads);
  }
}

/** A statement that only reads: a select, or raw SQL that is one. */
export function isPlainRead(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  return kind === 'SelectQueryNode' || (kind === 'RawNode' && /^\s*select\b/i.test(query.sql));
}

/**
 * What Kysely gets for a query or a transaction. It holds no connection until it must: a plain
 * read goes to a read worker; the first other statement (a write, `begin`) takes the app's
 * connection from the queue, and from then on every statement of this holder runs there (the
 * reads of a transaction see its own writes) until Kysely releases it.
 */
class RoutedConnection implements DatabaseConnection {
  inner: DatabaseConnection | undefined;

  constructor(private readonly driver: FairDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reads = this.driver.reads();
    if (!this.inner && reads && isPlainRead(query)) {
      return reads.read(query.sql, query.parameters) as Promise<QueryResult<R>>;
    }
    const inner = this.inner ?? (this.inner = await this.driver.take());
    return inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    const inner = this.inner ?? (this.inner = await this.driver.take());
    yield* inner.streamQuery<R>(query, chunkSize);
  }
}

class FairDriver implements Driver {
  readonly #inner: Driver;
  readonly #lock = fifoLock();
  readonly reads: () => ReadWorkers | undefined;

  constructor(inner: Driver, reads: () => ReadWorkers | undefined) {
    this.#inner = inner;
    this.reads = () => {
      const workers = reads();
      return workers?.healthy ? workers : undefined;
    };
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new RoutedConnection(this));
  }

  /** The app's connection, in arrival order. */
  async take(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    // Never contended: only the holder of #lock gets here.
    return this.#inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    const inner = routed.inner;
    routed.inner = undefined;
    if (inner) await this.#release(inner);
  }

  async #release(inner: DatabaseConnection): Promise<void> {
    await this.#inner.releaseConnection(inner);
    this.#lock.release();
  }

  // Transactions and savepoints run their statements through the routed connection: `begin`
  // takes the app's connection, so everything after it stays there.
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
