// Ingest benchmark (docs/DESIGN.md §3): processImage against barePipeline on a generated 12 MP
// JPEG, interleaved in one run so machine noise hits both alike. Not a test: run it with
//   npx tsx apps/server/test/media/ingest-bench.ts [runs]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalBlobStore } from '../../src/media/blob-store';
import { barePipeline, processImage } from '../../src/media/pipeline';

/** A photo-like 4000x3000 JPEG (smooth shapes plus grain), about 4 MB at quality 90. */
export async function photoLikeJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const w = Math.round(width / 10);
  const h = Math.round(height / 10);
  const noise = (sigma: number) => ({ type: 'gaussian' as const, mean: 128, sigma });
  const shapes = await sharp({
    create: { width: w, height: h, channels: 3, background: '#808080', noise: noise(60) },
  })
    .blur(2)
    .raw()
    .toBuffer();
  const base = await sharp(shapes, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000000', noise: noise(12) },
  })
    .raw()
    .toBuffer();
  return sharp(base, { raw: { width, height, channels: 3 } })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface IngestMeasurement {
  runs: number;
  bareMs: number[];
  processMs: number[];
  /** median(processImage) / median(barePipeline); the budget is <= 1.2. */
  ratio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function measureIngest(
  input: Buffer,
  options: { runs?: number; durable?: boolean } = {},
): Promise<IngestMeasurement> {
  const runs = options.runs ?? 7;
  const root = await mkdtemp(path.join(os.tmpdir(), 'corkboard-ingest-bench-'));
  const store = new LocalBlobStore(root, { durable: options.durable ?? true });
  try {
    await barePipeline(input); // warm-up: libvips start-up, code paths, page cache
    await processImage(input, store);
    const bareMs: number[] = [];
    const processMs: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      // Alternate which goes first so neither always runs on a warmer machine.
      const order = i % 2 === 0 ? ['bare', 'process'] : ['process', 'bare'];
      for (const which of order) {
        if (which === 'bare') bareMs.push(await time(() => barePipeline(input)));
        else processMs.push(await time(() => processImage(input, store)));
      }
    }
    return { runs, bareMs, processMs, ratio: median(processMs) / median(bareMs) };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 7);
  const input = await photoLikeJpeg();
  console.log(
    `12 MP JPEG: ${(input.byteLength / 1e6).toFixed(1)} MB, sharp concurrency ${sharp.concurrency()}`,
  );
  for (const durable of [true, false]) {
    const m = await measureIngest(input, { runs, durable });
    const fmt = (values: number[]) => values.map((v) => v.toFixed(0)).join(' ');
    console.log(
      `durable=${durable}  bare ms: ${fmt(m.bareMs)}  (median ${median(m.bareMs).toFixed(0)})`,
    );
    console.log(
      `durable=${durable}  process ms: ${fmt(m.processMs)}  (median ${median(m.processMs).toFixed(0)})`,
    );
    console.log(`durable=${durable}  ratio ${m.ratio.toFixed(2)} (budget <= 1.20)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
