// Reads off the request thread (docs/ARCHITECTURE.md, "Reads on SQLite"). better-sqlite3 is
// synchronous: a feed's cold skeleton (a dozen statements, 40-140 ms on 1M pins) or a search
// stops the event loop, and every request in flight waits with it, warm cache hits included.
// Here worker threads, each with its own read-only connection to the same file, run the plain
// reads (selects outside a transaction) while the app's connection keeps the writes and
// everything inside a transaction. WAL gives each statement the last committed state, so a
// read after a write that has committed sees it. A worker that fails hands its unanswered reads
// back to the app's connection, which then runs every read as before.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { QueryResult } from 'kysely';

export interface ReadWorkers {
  /** Runs one read statement; rejects with the SQLite error (its `code` kept). */
  read(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>>;
  /** False once a worker failed or the pool is closing: reads then run on the app's connection. */
  readonly healthy: boolean;
  close(): Promise<void>;
}

type Reply =
  | { id: number; rows: unknown[] }
  | { id: number; error: { message: string; code?: string; name?: string } };

interface Pending {
  sql: string;
  parameters: readonly unknown[];
  resolve(result: QueryResult<unknown>): void;
  reject(error: Error): void;
}

// CommonJS, evaluated: the worker needs no file of its own in the server bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Statements by the number the app gave their SQL (the text crosses once, not per read).
const statements = new Map();
function prepare(number, sql) {
  let statement = statements.get(number);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(number, statement);
  }
  return statement;
}
// Structured cloning turns a Buffer into a Uint8Array; better-sqlite3 binds only Buffers.
const bindable = (v) => (v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v);
parentPort.on('message', (message) => {
  if (message === 'forget') {
    statements.clear();
    return;
  }
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  const { id, number, sql, parameters } = message;
  try {
    parentPort.postMessage({ id, rows: prepare(number, sql).all(parameters.map(bindable)) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code, name: error && error.name } });
  }
});
`;

/** Distinct SQL texts numbered before the numbering starts over. */
const STATEMENTS_MAX = 5000;

/** Worker threads for reads: one fewer than the cores, at least one, at most four. */
export function defaultReadWorkerCount(cores: number): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/** Blobs come back as Uint8Array: the app's code expects what better-sqlite3 gives, Buffers. */
function withBuffers(rows: unknown[]): unknown[] {
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    for (const key in record) {
      const value = record[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
        record[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    }
  }
  return rows;
}

function sqliteError(reply: { message: string; code?: string; name?: string }): Error {
  const error = new Error(reply.message) as Error & { code?: string };
  error.name = reply.name ?? 'SqliteError';
  if (reply.code) error.code = reply.code;
  return error;
}

/**
 * Starts `count` workers on `file`. `fallback` runs a read on the app's connection: it takes the
 * reads of a worker that failed, and every read after that.
 */
export function startReadWorkers(
  file: string,
  count: number,
  fallback: (sql: string, parameters: readonly unknown[]) => Promise<QueryResult<unknown>>,
  { statementsMax = STATEMENTS_MAX }: { statementsMax?: number } = {},
): ReadWorkers {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  let healthy = true;
  let closing = false;
  let nextId = 1;
  // Each SQL text gets a number; a lane is sent the text only the first time it sees it. The
  // app's statements are a fixed set of query shapes, so this stays small; past the bound
  // every side forgets and starts over (messages arrive in order, so none is lost).
  const numbers = new Map<string, number>();
  const numberOf = (sql: string) => {
    let number = numbers.get(sql);
    if (number === undefined) {
      if (numbers.size >= statementsMax) {
        numbers.clear();
        for (const lane of lanes) {
          lane.known.clear();
          lane.worker.postMessage('forget');
        }
      }
      number = nextNumber++;
      numbers.set(sql, number);
    }
    return number;
  };
  let nextNumber = 1;
  const lanes = Array.from({ length: count }, () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file } });
    // Referenced only while it owes an answer: an idle pool never keeps the process alive,
    // and a script awaiting a read is not cut short.
    worker.unref();
    const pending = new Map<number, Pending>();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const lane = { worker, pending, exited, known: new Set<number>() };
    const fail = () => {
      if (closing) return;
      healthy = false;
      const owed = [...pending.values()];
      pending.clear();
      for (const p of owed) fallback(p.sql, p.parameters).then(p.resolve, p.reject);
    };
    worker.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('rows' in reply) p.resolve({ rows: withBuffers(reply.rows) });
      else p.reject(sqliteError(reply.error));
    });
    worker.on('error', fail);
    worker.on('exit', fail);
    return lane;
  });

  return {
    get healthy() {
      return healthy && !closing;
    },
    read(sql, parameters) {
      if (!healthy || closing) return fallback(sql, parameters);
      // The lane with the fewest reads owed: a long search does not hold up the point reads.
      let lane = lanes[0]!;
      for (const l of lanes) if (l.pending.size < lane.pending.size) lane = l;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        if (lane.pending.size === 0) lane.worker.ref();
        lane.pending.set(id, { sql, parameters, resolve, reject });
        const number = numberOf(sql);
        const known = lane.known.has(number);
        if (!known) lane.known.add(number);
        lane.worker.postMessage({ id, number, sql: known ? null : sql, parameters });
      });
    },
    async close() {
      closing = true;
      for (const lane of lanes) {
        lane.worker.ref();
        lane.worker.postMessage('close');
      }
      await Promise.all(lanes.map((l) => l.exited));
    },
  };
}
