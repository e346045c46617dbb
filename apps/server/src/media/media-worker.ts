// Worker thread entry: runs processImage for the pool in worker-pool.ts, one job at a time.
// Bundled to dist/media-worker.mjs in production; run through tsx from source in development.
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

const { storeRoot, durable } = workerData as MediaWorkerData;
const store = new LocalBlobStore(storeRoot, { durable });

function send(message: MediaWorkerMessage): void {
  port.postMessage(message);
}

port.on('message', (request: MediaJobRequest) => {
  const { id, input } = request;
  const buffer = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  processImage(buffer, store).then(
    (result) => send({ type: 'done', id, result }),
    (error: unknown) => {
      const failure = error instanceof MediaError ? error : new MediaError('internal');
      // Refused input is the client's business; anything else is ours and needs a trace.
      if (!failure.isInputError) console.error('[media-worker] job failed', error);
      send({ type: 'failed', id, error: failure.toJSON() });
    },
  );
});

send({ type: 'ready' });
