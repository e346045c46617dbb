// A fixed pool of media worker threads with a bounded queue in front: image work never runs on
// the request thread, and never on more cores than the pool size (docs/DESIGN.md §3).
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { checkInputSize } from './inspect';
import { MediaError } from './media-error';
import type { ProcessedImage } from './pipeline';
import type { MediaJobRequest, MediaWorkerData, MediaWorkerMessage } from './worker-protocol';

/** What `new Worker()` runs: a script URL, or (for TypeScript sources) a small eval'd loader. */
export interface WorkerEntry {
  script: URL | string;
  eval: boolean;
  /** For log lines. */
  label: string;
}

export interface MediaWorkersOptions {
  /** Folder of the LocalBlobStore each worker writes to. */
  storeRoot: string;
  /** Number of worker threads; defaults to defaultMediaConcurrency(). */
  concurrency?: number;
  /** A job running longer is rejected with 'timeout' and its worker replaced. */
  jobTimeoutMs?: number;
  /** Jobs waiting beyond this many are refused with 'busy' (each holds up to 32 MiB). */
  maxQueued?: number;
  /** fsync stored files (LocalBlobStore `durable`). */
  durable?: boolean;
  /** Worker script; tests substitute misbehaving workers. */
  entry?: WorkerEntry;
}

export interface MediaWorkersStats {
  workers: number;
  /** Workers that have started and take jobs. */
  ready: number;
  busy: number;
  queued: number;
}

export interface MediaWorkers {
  /**
   * Processes and stores an image in a worker. Takes ownership of `input`: do not reuse it. A
   * Buffer that owns its whole ArrayBuffer is moved (it reads as empty afterwards), not copied;
   * a slice of a shared or pooled ArrayBuffer is copied.
   */
  ingest(input: Buffer): Promise<ProcessedImage>;
  stats(): MediaWorkersStats;
  /** Refuses new and queued jobs ('closed'), lets running ones finish, stops the workers. */
  close(): Promise<void>;
}

export const DEFAULT_JOB_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_QUEUED = 32;
/** Workers that die before saying ready this many times in a row mean a broken deployment. */
const MAX_STARTUP_FAILURES = 3;
const WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256 };

/** Leaves a core for the HTTP thread; more than 4 workers mostly adds memory pressure. */
export function defaultMediaConcurrency(): number {
  return Math.min(4, Math.max(1, os.availableParallelism() - 1));
}

/**
 * Runs a TypeScript worker from source. Node 20 ignores loader hooks given to a Worker through
 * execArgv (`--import tsx`, nodejs/node#47747), so the worker registers tsx itself, then imports
 * the module.
 */
export function sourceWorkerEntry(moduleUrl: URL): WorkerEntry {
  let api: string;
  try {
    api = import.meta.resolve('tsx/esm/api');
  } catch (error) {
    throw new Error('Running the media worker from source needs the tsx package', { cause: error });
  }
  const script = [
    `import(${JSON.stringify(api)})`,
    `.then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); });`,
  ].join('');
  return { script, eval: true, label: moduleUrl.href };
}

/**
 * The bundled worker (`media-worker.mjs` beside the bundle, as esbuild emits into dist/) when
 * present, else the TypeScript source through tsx (vitest, tsx, development).
 */
export function resolveWorkerEntry(moduleUrl: string = import.meta.url): WorkerEntry {
  const bundled = new URL('./media-worker.mjs', moduleUrl);
  if (existsSync(fileURLToPath(bundled)))
    return { script: bundled, eval: false, label: bundled.href };
  const source = new URL('./media-worker.ts', moduleUrl);
  if (existsSync(fileURLToPath(source))) return sourceWorkerEntry(source);
  throw new Error(`No media worker found beside ${moduleUrl} (media-worker.mjs or .ts)`);
}

interface Job {
  id: number;
  input: ArrayBuffer;
  resolve: (result: ProcessedImage) => void;
  reject: (error: MediaError) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** Moves the bytes into an ArrayBuffer of our own: transferred whole, or copied if shared. */
function takeOwnership(input: Buffer): ArrayBuffer {
  const backing = input.buffer;
  const whole = input.byteOffset === 0 && input.byteLength === backing.byteLength;
  // Pooled small Buffers share their ArrayBuffer with unrelated data: those are copied.
  if (!whole || !(backing instanceof ArrayBuffer)) {
    return new Uint8Array(input).buffer as ArrayBuffer;
  }
  return structuredClone(backing, { transfer: [backing] });
}

export function createMediaWorkers(options: MediaWorkersOptions): MediaWorkers {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? defaultMediaConcurrency()));
  const jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  const maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  const entry = options.entry ?? resolveWorkerEntry();
  const workerData: MediaWorkerData = {
    storeRoot: options.storeRoot,
    durable: options.durable ?? true,
  };

  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let startupFailures = 0;
  let broken: MediaError | null = null;
  let closing: Promise<void> | null = null;
  let drained: (() => void) | null = null;

  function spawn(): void {
    const worker = new Worker(entry.script, {
      eval: entry.eval,
      workerData,
      resourceLimits: WORKER_RESOURCE_LIMITS,
    });
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    slots.add(slot);
    worker.unref(); // idle workers must not keep the process alive

    worker.on('message', (message: MediaWorkerMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
        startupFailures = 0;
        return pump();
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return; // a late answer to a job that timed out
      finish(slot);
      if (message.type === 'done') job.resolve(message.result);
      else job.reject(MediaError.fromSerialized(message.error));
      pump();
    });
    worker.on('error', (error) => {
      // Uncaught exception, failed import or resource limit: the thread is going away.
      console.error('[media-workers] worker failed', error);
      retire(slot, new MediaError('internal', undefined, { cause: error }));
    });
    worker.on('exit', () => retire(slot, new MediaError('internal')));
  }

  /** Takes a dying worker out of service at once (so nothing is dispatched to it) and replaces it. */
  function retire(slot: Slot, error: MediaError): void {
    if (!slots.delete(slot)) return; // already retired
    const job = slot.job;
    if (job) {
      finish(slot);
      job.reject(error);
    }
    if (closing) return;
    if (!slot.ready && ++startupFailures >= MAX_STARTUP_FAILURES) return fail();
    replace();
  }

  /** Spawns a replacement from an event handler, where a throw would crash the process. */
  function replace(): void {
    try {
      spawn();
    } catch (error) {
      console.error('[media-workers] could not spawn a worker', error);
      if (slots.size === 0) fail();
    }
    pump();
  }

  function finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    settleIfDrained();
  }

  function dispatch(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => timeOut(slot), jobTimeoutMs);
    const request: MediaJobRequest = { id: job.id, input: new Uint8Array(job.input) };
    slot.worker.postMessage(request, [job.input]);
  }

  function timeOut(slot: Slot): void {
    if (!slot.job) return;
    // Replace the stuck worker at once; whatever it does before it dies is ignored.
    retire(slot, new MediaError('timeout'));
    void slot.worker.terminate();
  }

  function pump(): void {
    for (const slot of slots) {
      if (queue.length === 0) return;
      // Only ready workers take jobs, so the timeout measures work, not thread start-up.
      if (slot.job || !slot.ready) continue;
      dispatch(slot, queue.shift() as Job);
    }
  }

  /** Workers cannot even start: refuse everything rather than respawn in a loop. */
  function fail(): void {
    broken = new MediaError('internal', 'The image workers could not start.');
    console.error('[media-workers]', broken.message, entry.label);
    for (const job of queue.splice(0)) job.reject(broken);
  }

  function busyCount(): number {
    let busy = 0;
    for (const slot of slots) if (slot.job) busy += 1;
    return busy;
  }

  function settleIfDrained(): void {
    if (drained && busyCount() === 0) drained();
  }

  function ingest(input: Buffer): Promise<ProcessedImage> {
    if (closing) return Promise.reject(new MediaError('closed'));
    if (broken) return Promise.reject(broken);
    try {
      checkInputSize(input); // no need to wake a worker for these
    } catch (error) {
      return Promise.reject(error);
    }
    if (queue.length >= maxQueued) return Promise.reject(new MediaError('busy'));
    return new Promise<ProcessedImage>((resolve, reject) => {
      queue.push({ id: nextId++, input: takeOwnership(input), resolve, reject });
      pump();
    });
  }

  function close(): Promise<void> {
    closing ??= (async () => {
      for (const job of queue.splice(0)) job.reject(new MediaError('closed'));
      if (busyCount() > 0) await new Promise<void>((resolve) => (drained = resolve));
      const workers = [...slots].map((slot) => slot.worker);
      slots.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    })();
    return closing;
  }

  for (let i = 0; i < concurrency; i += 1) spawn();

  return {
    ingest,
    stats: () => ({
      workers: slots.size,
      ready: [...slots].filter((slot) => slot.ready).length,
      busy: busyCount(),
      queued: queue.length,
    }),
    close,
  };
}
