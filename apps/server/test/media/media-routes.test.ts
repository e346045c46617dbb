import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore, type BlobStore } from '../../src/media/blob-store';
import { registerMediaRoutes } from '../../src/media/media-routes';
import { BLUE, jpeg, solid } from './images';

const SIG = '0123456789abcdef0123456789abcdef';
let root: string;
let app: FastifyInstance;
let jpegBytes: Buffer;
let pngBytes: Buffer;
const storeCalls: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'corkboard-routes-'));
  const local = new LocalBlobStore(root, { durable: false });
  jpegBytes = await jpeg(80, 60);
  pngBytes = await solid(10, 10, BLUE, 4).png().toBuffer();
  await local.put(`236x/${SIG}.jpg`, jpegBytes, 'image/jpeg');
  await local.put(`orig/${SIG}.png`, pngBytes, 'image/png');
  // Records every lookup, to show invalid paths never reach the store.
  const spy: BlobStore = {
    put: (key, data, type) => local.put(key, data, type),
    get: (key) => (storeCalls.push(key), local.get(key)),
    has: (key) => local.has(key),
  };
  app = Fastify();
  registerMediaRoutes(app, spy);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

describe('GET /i/:size/:file', () => {
  it('serves the stored bytes with the exact headers', async () => {
    const res = await app.inject({ method: 'GET', url: `/i/236x/${SIG}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(jpegBytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(jpegBytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"236x-${SIG}.jpg"`,
      ...SECURITY,
    });
  });

  it('serves PNG originals as image/png', async () => {
    const res = await app.inject({ method: 'GET', url: `/i/orig/${SIG}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('answers HEAD with the headers and the real length, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/i/236x/${SIG}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(jpegBytes.byteLength));
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.byteLength).toBe(0);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/i/236x/${SIG}.jpg`,
      headers: { 'if-none-match': `"236x-${SIG}.jpg"` },
    });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.byteLength).toBe(0);
  });

  const INVALID = [
    `/i/999x/${SIG}.jpg`,
    `/i/ORIG/${SIG}.jpg`,
    `/i/orig/${SIG.toUpperCase()}.jpg`,
    `/i/orig/${SIG}.gif`,
    `/i/orig/${SIG}.jpg.html`,
    `/i/orig/${SIG.slice(2)}.jpg`,
    '/i/orig/..%2f..%2fetc%2fpasswd',
    '/i/orig/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    `/i/..%2f..%2f/${SIG}.jpg`,
    `/i/orig/${SIG}%00.jpg`,
  ];

  it('404s invalid sizes, names and traversal attempts without touching the store', async () => {
    storeCalls.length = 0;
    for (const url of INVALID) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.body).toBe('Not found\n');
    }
    expect(storeCalls).toEqual([]);
  });

  it('404s a well-formed name that is not stored', async () => {
    const res = await app.inject({ method: 'GET', url: `/i/236x/${'f'.repeat(32)}.jpg` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe('Not found\n');
    // Stored as PNG, asked as JPEG: no content negotiation, just absent.
    const wrongExt = await app.inject({ method: 'GET', url: `/i/orig/${SIG}.jpg` });
    expect(wrongExt.statusCode).toBe(404);
  });

  it('never serves files outside the store for unnormalised paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/i/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });
});
