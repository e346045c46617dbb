// Opens the configured engine (SQLite by default, PostgreSQL when DATABASE_URL says so) and
// runs the numbered migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Config } from '../config/config';
import { createChanges, writeTracker, type Changes } from './changes';
import { FairSqliteDialect } from './connection-queue';
import { migrationProvider } from './migrations/index';
import type { Engine } from './migrations/column-types';
import type { Database } from './schema/database';
import { startReadWorkers, type ReadWorkers } from './read-workers';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

export interface Storage {
  /** The app's handle: each write statement run through it is announced on `changes`. */
  db: Kysely<Database>;
  /**
   * The same database, unannounced: only storage/transaction.ts opens transactions, on this
   * handle, and announces what they wrote once they commit. Never write through it elsewhere.
   */
  bare: Kysely<Database>;
  /** After-commit change notifications (storage/changes.ts). */
  changes: Changes;
  engine: Engine;
  /** SQLite on a file: the worker that checkpoints the WAL (wal-checkpointer.ts). */
  checkpointer?: WalCheckpointer;
  /**
   * Brings the planner's statistics up to date where tables grew or shrank a lot (SQLite's
   * `PRAGMA optimize`, with its own row limit: milliseconds). A young database has none, and
   * plans by rule of thumb until it does. PostgreSQL's autovacuum does this itself.
   */
  optimize(): Promise<void>;
  close(): Promise<void>;
}

/** How often a long-running SQLite process refreshes its statistics (SQLite's advice). */
const OPTIMIZE_EVERY_MS = 60 * 60_000;

function withChanges(
  bare: Kysely<Database>,
  engine: Engine,
  checkpointer?: WalCheckpointer,
  reads?: () => ReadWorkers | undefined,
): Storage {
  const changes = createChanges();
  const db = bare.withPlugin(
    writeTracker((tables, rewritten) => changes.emit(new Set(tables), new Set(rewritten))),
  );
  const optimize = async () => {
    // 0x10002: every table, not only those this connection used (docs of PRAGMA optimize).
    if (engine === 'sqlite') await sql`PRAGMA optimize = 0x10002`.execute(bare);
  };
  const timer =
    engine === 'sqlite'
      ? setInterval(() => void optimize().catch(() => undefined), OPTIMIZE_EVERY_MS)
      : null;
  timer?.unref();
  const close = async () => {
    if (timer) clearInterval(timer);
    await reads?.()?.close();
    await checkpointer?.close();
    await bare.destroy();
  };
  return { db, bare, changes, engine, ...(checkpointer ? { checkpointer } : {}), optimize, close };
}

/** The database of `Config`; on SQLite `readWorkers` may be left out (none: one connection). */
type StorageTarget =
  | { engine: 'sqlite'; file: string; readWorkers?: number }
  | Exclude<Config['database'], { engine: 'sqlite' }>;

export function openStorage(database: StorageTarget): Storage {
  if (database.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // A broken idle connection must not crash the process; queries report their own errors.
    pool.on('error', () => undefined);
    return withChanges(
      new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      'postgres',
    );
  }
  if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  let workers: ReadWorkers | undefined;
  const bare = new Kysely<Database>({
    dialect: new FairSqliteDialect({ database: withStatementCache(sqlite) }, () => workers),
  });
  const onFile = database.file !== ':memory:';
  const checkpointer = onFile ? startWalCheckpointer(sqlite, database.file) : undefined;
  const count = database.readWorkers ?? 0;
  if (onFile && count > 0) {
    // A failed worker's reads come back here; by then the pool reports itself unhealthy, so
    // they run on the app's connection.
    workers = startReadWorkers(database.file, count, (text, parameters) =>
      bare.executeQuery(CompiledQuery.raw(text, [...parameters])),
    );
  }
  return withChanges(bare, 'sqlite', checkpointer, () => workers);
}

/**
 * Kysely's SQLite driver prepares every statement anew; preparing costs more than running
 * most of our point queries (a 48-column pin insert above all). Statements are reused by
 * their SQL text, least recently used dropped past `max`. Safe because Kysely runs one query
 * at a time on the one connection (and holds it for the whole of a streamed query).
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

export async function migrateToLatest(storage: Storage): Promise<void> {
  const migrator = new Migrator({ db: storage.bare, provider: migrationProvider(storage.engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
