// Worker thread entry: runs processImage for the pool in worker-pool.ts, one job at a time.
// Bundled to dist/media-worker.mjs in production; run through tsx from source in development.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { LocalBlobStore } from './blob-store';
import { MediaError } from './media-error';
import { processImage } from './pipeline';
import type { MediaJobRequest, MediaWorkerData, MediaWorkerMessage } from './worker-protocol';

if (!parentPort) throw new Error('media-worker must run in a worker thread');
const port = parentPort;

// One libvips thread per operation and no operation cache: the pool size is the concurrency,
// and cached decoded images would only hold memory across unrelated uploads.
// (Both settings are process-wide in libvips, which is what we want once workers are in use.)
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decoded pixels live in Buffers outside the V8 heap (up to 200 MB for 50 megapixels), freed
 * only when V8 collects them, which an idle worker may not do before its next job: measured, a
 * large image after another peaked 220 MB higher than alone. So after any job that leaves more
 * than this in external memory, collect, and let the finalizers that free the pixels run (they
 * are deferred to the next turn of the event loop) before answering: the pool gives a worker
 * its next job only once it has answered. `--expose-gc` cannot be given to a Worker (V8 flags
 * are process-wide), so it is set here and gc() is taken from a fresh context.
 */
const COLLECT_ABOVE_EXTERNAL_BYTES = 32 * 1024 * 1024;
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

async function releaseMemory(): Promise<void> {
  if (process.memoryUsage().external <= COLLECT_ABOVE_EXTERNAL_BYTES) return;
  // Two rounds: the first frees what the finished job held, the second completes the freeing
  // of buffers V8 sweeps in the background.
  for (let round = 0; round < 2; round += 1) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const { storeRoot, durable } = workerData as MediaWorkerData;
const store = new LocalBlobStore(storeRoot, { durable });

function send(message: MediaWorkerMessage): void {
  port.postMessage(message);
}

port.on('message', (request: MediaJobRequest) => {
  const { id, input } = request;
  const buffer = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  processImage(buffer, store)
    .then(
      (result): MediaWorkerMessage => ({ type: 'done', id, result }),
      (error: unknown): MediaWorkerMessage => {
        const failure = error instanceof MediaError ? error : new MediaError('internal');
        // Refused input is the client's business; anything else is ours and needs a trace.
        if (!failure.isInputError) console.error('[media-worker] job failed', error);
        return { type: 'failed', id, error: failure.toJSON() };
      },
    )
    .then(async (answer) => {
      await releaseMemory();
      send(answer);
    });
});

send({ type: 'ready' });
