// Image ingest: a generated 12 MP JPEG through the server's processImage against barePipeline
// (the plain decode-once sharp pipeline that is its limit, docs/DESIGN.md §3), same process:
//   node --import tsx bench/measure-ingest.mjs <scratchDir> [runs]
// sharp runs as in the media worker (one libvips thread per operation, no operation cache), so
// the figure is what one worker pays per upload; the cache would also let a repeated input skip
// work. Runs alternate between the two so drift on a shared machine hits both alike.
// processImage stores through a durable LocalBlobStore, as the worker does. Prints one JSON line.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LocalBlobStore } from '../apps/server/src/media/blob-store.ts';
import { barePipeline, processImage } from '../apps/server/src/media/pipeline.ts';

const [scratch, runsArg] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 7);
const W = 4000;
const H = 3000;

/** Photo-like content: smooth colour fields, hard-edged shapes, and fine grain. */
async function photoLikeJpeg() {
  // Smooth colour fields: coarse noise, enlarged and blurred at 1/10 scale, then enlarged again.
  const coarse = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 45 },
    },
  })
    .resize(W / 10, H / 10, { kernel: 'cubic' })
    .blur(6)
    .png()
    .toBuffer();
  const fields = await sharp(coarse)
    .resize(W, H, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  let seed = 7;
  const r = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const shapes = [];
  for (let i = 0; i < 60; i += 1) {
    const color = `rgb(${Math.floor(r() * 255)},${Math.floor(r() * 255)},${Math.floor(r() * 255)})`;
    shapes.push(
      i % 2
        ? `<circle cx="${r() * W}" cy="${r() * H}" r="${50 + r() * 500}" fill="${color}" fill-opacity="0.6"/>`
        : `<rect x="${r() * W}" y="${r() * H}" width="${80 + r() * 900}" height="${80 + r() * 700}" fill="${color}" fill-opacity="0.5" transform="rotate(${r() * 40 - 20})"/>`,
    );
  }
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${shapes.join('')}</svg>`,
  );
  const grain = await sharp({
    create: {
      width: W,
      height: H,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(fields)
    .composite([{ input: svg }, { input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

sharp.concurrency(1);
sharp.cache(false);

const input = await photoLikeJpeg();
const storeRoot = path.join(scratch, 'media');
mkdirSync(storeRoot, { recursive: true });
writeFileSync(path.join(scratch, 'bench-12mp.jpg'), input);
const store = new LocalBlobStore(storeRoot);

const timed = async (fn) => {
  const t = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, result };
};
const runProcess = () => processImage(Buffer.from(input), store);
const runBare = () => barePipeline(Buffer.from(input));

// Warm-up: first calls load codecs and JIT-compile.
const check = (await timed(runProcess)).result;
await timed(runBare);
const processMs = [];
const bareMs = [];
for (let i = 0; i < RUNS; i += 1) {
  bareMs.push((await timed(runBare)).ms);
  processMs.push((await timed(runProcess)).ms);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  JSON.stringify({
    inputBytes: input.length,
    width: check.width,
    height: check.height,
    sizes: Object.keys(check.sizes).length,
    dominantColor: check.dominantColor,
    runs: RUNS,
    processMedianMs: median(processMs),
    bareMedianMs: median(bareMs),
    processMs,
    bareMs,
  }),
);
