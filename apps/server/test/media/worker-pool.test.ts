import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalBlobStore } from '../../src/media/blob-store';
import { MediaError } from '../../src/media/media-error';
import {
  createMediaWorkers,
  defaultMediaConcurrency,
  resolveWorkerEntry,
  sourceWorkerEntry,
  type MediaWorkers,
} from '../../src/media/worker-pool';
import { BLUE, RED, SVG, expectMediaError, jpeg, randomBytes, solid } from './images';

const stubEntry = sourceWorkerEntry(new URL('./fixtures/stub-worker.ts', import.meta.url));
const brokenEntry = sourceWorkerEntry(new URL('./fixtures/broken-worker.ts', import.meta.url));
const WORKER_TEST_TIMEOUT = 60_000;

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** OS threads of this process (Linux), to catch worker threads left running. */
function threadCount(): number | null {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    return Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? NaN) || null;
  } catch {
    return null;
  }
}

let root: string;
const pools: MediaWorkers[] = [];

function pool(options: Partial<Parameters<typeof createMediaWorkers>[0]> = {}): MediaWorkers {
  const created = createMediaWorkers({ storeRoot: root, durable: false, ...options });
  pools.push(created);
  return created;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'corkboard-workers-'));
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('worker entry', () => {
  it('runs the TypeScript source through tsx when no bundle is beside the module', () => {
    const entry = resolveWorkerEntry();
    expect(entry.eval).toBe(true);
    expect(entry.label).toMatch(/\/media\/media-worker\.ts$/);
    expect(entry.script).toContain('tsx');
  });

  it('defaults to between 1 and 4 workers', () => {
    expect(defaultMediaConcurrency()).toBeGreaterThanOrEqual(1);
    expect(defaultMediaConcurrency()).toBeLessThanOrEqual(4);
  });
});

describe('media workers (real pipeline)', () => {
  it(
    'processes several images concurrently and stores them',
    async () => {
      const workers = pool({ concurrency: 2 });
      const inputs = await Promise.all([
        jpeg(1600, 1200, RED),
        jpeg(1200, 1600, BLUE),
        solid(900, 600, RED).png().toBuffer(),
        solid(700, 700, BLUE).webp().toBuffer(),
      ]);
      // Once both threads have started, four jobs keep both busy at once: jobs are handed out
      // as they arrive (sampling on a timer instead missed it on a loaded machine, where one
      // worker could start and finish a job before the other had started).
      await vi.waitFor(() => expect(workers.stats().ready).toBe(2), { timeout: 60_000 });
      const pending = inputs.map((input) => workers.ingest(input));
      expect(workers.stats()).toMatchObject({ busy: 2, queued: 2 });
      const results = await Promise.all(pending);

      expect(results.map((r) => [r.width, r.height])).toEqual([
        [1600, 1200],
        [1200, 1600],
        [900, 600],
        [700, 700],
      ]);
      expect(new Set(results.map((r) => r.signature)).size).toBe(4);
      const store = new LocalBlobStore(root);
      for (const r of results) {
        for (const size of ['60x60', '736x', 'orig'] as const) {
          expect(await store.has(`${size}/${r.signature}.${r.sizes[size].ext}`)).toBe(true);
        }
      }
    },
    WORKER_TEST_TIMEOUT,
  );

  it(
    'refuses hostile input with the right code and keeps working',
    async () => {
      const workers = pool({ concurrency: 1 });
      const whole = await jpeg(400, 300);
      const tiff = await solid(20, 20, RED).tiff().toBuffer();
      const refusals = await Promise.all([
        expectMediaError(workers.ingest(Buffer.from(SVG)), 'unsupported_format'),
        expectMediaError(workers.ingest(tiff), 'unsupported_format'),
        expectMediaError(workers.ingest(Buffer.alloc(0)), 'empty'),
        expectMediaError(workers.ingest(randomBytes(3000)), 'unsupported_format'),
        expectMediaError(workers.ingest(whole.subarray(0, 300)), 'corrupt'),
      ]);
      expect(refusals.every((e) => e.isInputError)).toBe(true);
      const ok = await workers.ingest(await jpeg(300, 200));
      expect([ok.width, ok.height]).toEqual([300, 200]);
      expect(workers.stats()).toMatchObject({ workers: 1, busy: 0, queued: 0 });
    },
    WORKER_TEST_TIMEOUT,
  );

  it(
    'times out a real sharp job and replaces its worker without harm to the process',
    async () => {
      const workers = pool({ concurrency: 1, jobTimeoutMs: 1 });
      await expectMediaError(workers.ingest(await jpeg(3000, 2000)), 'timeout');
      expect(workers.stats().workers).toBe(1);
    },
    WORKER_TEST_TIMEOUT,
  );

  it(
    'takes ownership of the input: its memory moves to the worker',
    async () => {
      const workers = pool({ concurrency: 1 });
      const input = await jpeg(200, 200);
      const big = Buffer.alloc(input.byteLength); // a whole ArrayBuffer of its own: transferred
      input.copy(big);
      const pooled = Buffer.from(input.subarray(0, 100)); // small, pooled: copied
      const promise = workers.ingest(big);
      expect(big.buffer.byteLength).toBe(0);
      await promise;
      await expectMediaError(workers.ingest(pooled), 'corrupt');
      expect(pooled.byteLength).toBe(100);
    },
    WORKER_TEST_TIMEOUT,
  );
});

describe('media workers (pool mechanics, stub worker)', () => {
  const input = (command: string, length = 10) => Buffer.from(command.padEnd(length, '.'));

  it(
    'rejects a stuck job with timeout, replaces the worker and serves the queue',
    async () => {
      const threadsBefore = threadCount();
      const workers = createMediaWorkers({
        storeRoot: root,
        concurrency: 1,
        jobTimeoutMs: 300,
        entry: stubEntry,
      });
      const stuck = workers.ingest(input('h'));
      const next = workers.ingest(input('ok', 12));
      await expectMediaError(stuck, 'timeout');
      expect((await next).bytes).toBe(12);
      expect(workers.stats()).toMatchObject({ workers: 1, busy: 0, queued: 0 });
      await workers.close();
      // The stuck thread was terminated, not just forgotten: the process is back to its threads.
      if (threadsBefore !== null) {
        await until(() => (threadCount() ?? 0) <= threadsBefore, 5_000);
      }
    },
    WORKER_TEST_TIMEOUT,
  );

  it(
    'rejects the job of a crashed worker as internal and replaces it',
    async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const workers = pool({ concurrency: 1, entry: stubEntry });
      await expectMediaError(workers.ingest(input('c')), 'internal');
      await expectMediaError(workers.ingest(input('x')), 'internal');
      expect((await workers.ingest(input('ok', 15))).bytes).toBe(15);
      expect(String(logged.mock.calls[0]?.[1])).toContain('stub worker exploded');
      logged.mockRestore();
    },
    WORKER_TEST_TIMEOUT,
  );

  it(
    'rebuilds MediaError from what crosses the boundary',
    async () => {
      const workers = pool({ concurrency: 1, entry: stubEntry });
      const error = await expectMediaError(workers.ingest(input('e')), 'corrupt');
      expect(error).toBeInstanceOf(MediaError);
      expect(error.message).toBe('stub says corrupt');
    },
    WORKER_TEST_TIMEOUT,
  );

  it(
    'bounds the queue and refuses beyond it with busy',
    async () => {
      const workers = pool({ concurrency: 1, maxQueued: 2, entry: stubEntry });
      const accepted = [workers.ingest(input('a')), workers.ingest(input('b'))];
      await expectMediaError(workers.ingest(input('c')), 'busy');
      await Promise.all(accepted);
    },
    WORKER_TEST_TIMEOUT,
  );

  it(
    'close() finishes running jobs, refuses queued and new ones',
    async () => {
      const workers = createMediaWorkers({ storeRoot: root, concurrency: 1, entry: stubEntry });
      const running = workers.ingest(input('s'));
      await until(() => workers.stats().busy === 1); // running in the worker, not queued
      const queued = workers.ingest(input('b'));
      const closed = workers.close();
      await expectMediaError(queued, 'closed');
      await expectMediaError(workers.ingest(input('c')), 'closed');
      await expect(running).resolves.toMatchObject({ bytes: 10 });
      await closed;
      expect(workers.stats().workers).toBe(0);
    },
    WORKER_TEST_TIMEOUT,
  );

  it(
    'gives up on workers that cannot start instead of respawning forever',
    async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const workers = pool({ concurrency: 1, entry: brokenEntry });
      await expectMediaError(workers.ingest(input('a')), 'internal');
      await expectMediaError(workers.ingest(input('b')), 'internal');
      expect(workers.stats().workers).toBe(0);
      expect(logged.mock.calls.length).toBeGreaterThanOrEqual(3); // one per failed start, not more
      expect(logged.mock.calls.length).toBeLessThan(10);
      logged.mockRestore();
    },
    WORKER_TEST_TIMEOUT,
  );
});
