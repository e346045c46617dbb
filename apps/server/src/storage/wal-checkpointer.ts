// WAL checkpoints off the request thread (docs/ARCHITECTURE.md, "Writes on SQLite"). SQLite
// checkpoints on the committing connection once the WAL passes 1,000 pages: that commit then
// also copies megabytes into the database file and fsyncs it, and since better-sqlite3 is
// synchronous the whole event loop stops with it (measured: commits of 90 ms and more every
// second or two under save load, the p99 of every request in flight). Here a worker thread with
// its own connection runs PASSIVE checkpoints (they never block the writer) a few times a
// second. The app's connection keeps SQLite's own checkpoint at a higher mark as a backstop for
// when the worker falls behind a writer that never pauses: it then finds most pages already
// copied and synced. If the worker fails, the app's connection goes back to SQLite's default.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** What `PRAGMA wal_checkpoint` answers: WAL frames, and how many are in the database file. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

export interface WalCheckpointer {
  /** Runs one checkpoint now (tests; the worker also runs them on its own). */
  checkpoint(): Promise<CheckpointResult>;
  close(): Promise<void>;
}

/** How often the worker checkpoints; a checkpoint with nothing to copy costs microseconds. */
const INTERVAL_MS = 200;
/** The app connection's own checkpoint mark (pages) while the worker runs. */
const BACKSTOP_PAGES = 4000;
const SQLITE_DEFAULT_PAGES = 1000;

// CommonJS, evaluated: the worker needs no file of its own in the server bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = FULL');
const run = () => db.pragma('wal_checkpoint(PASSIVE)')[0];
const timer = setInterval(run, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'close') {
    clearInterval(timer);
    db.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ ok: true, result: run() });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error) });
  }
});
`;

type Reply = { ok: true; result: CheckpointResult } | { ok: false; error: string };

export function startWalCheckpointer(sqlite: SQLite.Database, file: string): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, intervalMs: INTERVAL_MS },
  });
  // Checkpoints are housekeeping: they never keep the process alive.
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const pending: { resolve(r: CheckpointResult): void; reject(e: Error): void }[] = [];
  let failed: Error | undefined;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const fail = (error: Error) => {
    failed ??= error;
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
    for (const p of pending.splice(0)) p.reject(error);
  };
  worker.on('message', (reply: Reply) => {
    const p = pending.shift();
    if (reply.ok) p?.resolve(reply.result);
    else p?.reject(new Error(reply.error));
  });
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('WAL checkpointer stopped')));
  return {
    checkpoint() {
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        pending.push({ resolve, reject });
        worker.postMessage('checkpoint');
      });
    },
    async close() {
      // Held until it has closed its connection: unref'd, the process could end first.
      worker.ref();
      if (!failed) worker.postMessage('close');
      await exited;
    },
  };
}
