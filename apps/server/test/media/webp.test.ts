// Issue 12: every derivative is also stored as WebP at ingest, and /i/<size>/<sig>.jpg sends it
// to a browser whose Accept names image/webp; anything else, and images stored before the WebP
// existed, get the JPEG. Real sharp, a real store, the real route.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_NAMES } from '@corkboard/domain';
import { LocalBlobStore } from '../../src/media/blob-store';
import { acceptsWebp, registerMediaRoutes } from '../../src/media/media-routes';
import { barePipeline, processImage, type ProcessedImage } from '../../src/media/pipeline';
import { BLUE, jpeg, mostlyRed, solid } from './images';

/** What Chromium sends for an <img>. */
const CHROMIUM_IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_SIG = 'fedcba9876543210fedcba9876543210';

let root: string;
let store: LocalBlobStore;
let app: FastifyInstance;
let image: ProcessedImage;
let oldJpeg: Buffer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'corkboard-webp-'));
  store = new LocalBlobStore(root, { durable: false });
  image = await processImage(await mostlyRed(), store);
  // An image stored before issue 12: its JPEG only.
  oldJpeg = await jpeg(80, 60, BLUE);
  await store.put(`236x/${OLD_SIG}.jpg`, oldJpeg, 'image/jpeg');
  app = Fastify();
  registerMediaRoutes(app, store);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

async function read(key: string): Promise<Buffer | null> {
  const blob = await store.get(key);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('ingest writes a WebP beside every derivative', () => {
  it('stores {size}/{signature}.webp for every size but orig, same pixels size as the JPEG', async () => {
    for (const size of IMAGE_SIZE_NAMES) {
      const webp = await read(`${size}/${image.signature}.webp`);
      if (size === 'orig') {
        expect([size, webp]).toEqual([size, null]);
        continue;
      }
      const meta = await sharp(webp ?? Buffer.alloc(0)).metadata();
      const { width, height } = image.sizes[size];
      expect([size, meta.format, meta.width, meta.height]).toEqual([size, 'webp', width, height]);
      const blob = await store.get(`${size}/${image.signature}.webp`);
      blob?.stream.destroy();
      expect(blob?.contentType).toBe('image/webp');
    }
  });

  it('keeps the colours: the WebP of a mostly red image is mostly red', async () => {
    const webp = await read(`236x/${image.signature}.webp`);
    const { dominant } = await sharp(webp ?? Buffer.alloc(0)).stats();
    expect(dominant.r).toBeGreaterThan(dominant.g + 100);
  });

  it('flattens a transparent source on white in the WebP too (derivatives have no alpha)', async () => {
    const result = await processImage(await solid(40, 40, BLUE, 4).png().toBuffer(), store);
    const meta = await sharp(
      (await read(`236x/${result.signature}.webp`)) ?? Buffer.alloc(0),
    ).metadata();
    expect(meta.hasAlpha).toBe(false);
  });

  it('barePipeline (the ingest bench limit) encodes the same WebPs, like for like', async () => {
    const bare = await barePipeline(await mostlyRed());
    for (const size of IMAGE_SIZE_NAMES) {
      const webp = bare.webp[size];
      if (size === 'orig') {
        expect([size, webp]).toEqual([size, undefined]);
        continue;
      }
      const meta = await sharp(webp ?? Buffer.alloc(0)).metadata();
      expect([size, meta.format, meta.width]).toEqual([size, 'webp', image.sizes[size].width]);
    }
  });
});

describe('acceptsWebp: image/webp named with a weight above zero', () => {
  const CASES: Array<[string | undefined, boolean]> = [
    [CHROMIUM_IMG_ACCEPT, true],
    ['image/webp', true],
    ['IMAGE/WEBP;q=0.5', true],
    ['image/webp;q=0', false],
    ['image/webp; q=0.0', false],
    ['image/*,*/*;q=0.8', false],
    ['image/jpeg', false],
    ['', false],
    [undefined, false],
  ];
  for (const [accept, expected] of CASES) {
    it(`${JSON.stringify(accept)} -> ${expected}`, () => {
      expect(acceptsWebp(accept)).toBe(expected);
    });
  }
});

describe('GET /i/<size>/<sig>.jpg negotiates by Accept', () => {
  const url = () => `/i/236x/${image.signature}.jpg`;

  it('sends the WebP to a browser that accepts it, with Vary: Accept and its own ETag', async () => {
    const res = await app.inject({ url: url(), headers: { accept: CHROMIUM_IMG_ACCEPT } });
    const webp = await read(`236x/${image.signature}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(webp ?? Buffer.alloc(0))).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(webp?.byteLength),
      vary: 'Accept',
      etag: `"236x-${image.signature}.jpg-webp"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it('sends the JPEG when Accept does not name image/webp, with Vary: Accept', async () => {
    const jpegBytes = await read(`236x/${image.signature}.jpg`);
    for (const accept of [undefined, '*/*', 'image/webp;q=0']) {
      const res = await app.inject({ url: url(), headers: accept ? { accept } : {} });
      expect([accept, res.headers['content-type'], res.headers.vary]).toEqual([
        accept,
        'image/jpeg',
        'Accept',
      ]);
      expect(res.rawPayload.equals(jpegBytes ?? Buffer.alloc(0))).toBe(true);
      expect(res.headers.etag).toBe(`"236x-${image.signature}.jpg"`);
    }
  });

  it('falls back to the JPEG for an image stored before WebPs were made', async () => {
    const res = await app.inject({
      url: `/i/236x/${OLD_SIG}.jpg`,
      headers: { accept: CHROMIUM_IMG_ACCEPT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(oldJpeg)).toBe(true);
  });

  it('answers HEAD with the WebP headers and no body, and 304 to its own ETag only', async () => {
    const headers = { accept: CHROMIUM_IMG_ACCEPT };
    const head = await app.inject({ method: 'HEAD', url: url(), headers });
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.byteLength).toBe(0);
    const etag = String(head.headers.etag);
    const same = await app.inject({ url: url(), headers: { ...headers, 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    // The JPEG's ETag does not validate the WebP a cache holds, and the reverse.
    const jpegEtag = `"236x-${image.signature}.jpg"`;
    const other = await app.inject({
      url: url(),
      headers: { ...headers, 'if-none-match': jpegEtag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('never offers WebP for orig', async () => {
    const res = await app.inject({
      url: `/i/orig/${image.signature}.jpg`,
      headers: { accept: CHROMIUM_IMG_ACCEPT },
    });
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});
