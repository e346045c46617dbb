// Issue 12, on the built server with the demo: pages are compressed per request by
// Accept-Encoding (brotli preferred) with Vary: Accept-Encoding; built scripts are sent from the
// .br/.gz the build wrote (byte for byte, never compressed again); demo images come as WebP
// to a browser that accepts it. Raw HTTP (node:http), since fetch would decode on its own.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const assetsDir = path.resolve(import.meta.dirname, '..', 'apps/web/dist/client/assets');

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(baseUrl + url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('on the wire', () => {
  it('compresses the home page with brotli or gzip as asked, and not at all unasked', async () => {
    const plain = await raw('/');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toMatch(/^<!DOCTYPE html>/i);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const packed = await raw('/', { 'accept-encoding': accept });
      expect([packed.status, packed.headers['content-encoding']]).toEqual([200, encoding]);
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
      expect(packed.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      expect(packed.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
      const html = decode(packed.body).toString('utf8');
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toMatch(/<\/html>\s*$/);
    }
    const head = await raw('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.body.byteLength]).toEqual([200, 0]);
  });

  it("sends the page's scripts from the build's .br and .gz files, byte for byte", async () => {
    const html = (await raw('/')).body.toString('utf8');
    // The bootstrap script names the entry module it loads (apps/web ssr/code-loader.ts).
    const script = /"entry":"\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const file = path.join(assetsDir, String(script));
    for (const [accept, encoding, ext] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const res = await raw(`/assets/${script}`, { 'accept-encoding': accept });
      expect([res.status, res.headers['content-encoding']]).toEqual([200, encoding]);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.body.equals(readFileSync(file + ext))).toBe(true);
    }
    const plain = await raw(`/assets/${script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(file))).toBe(true);
  });

  it('sends demo images as WebP to a browser that accepts it, JPEG otherwise', async () => {
    const html = (await raw('/')).body.toString('utf8');
    const image = /\/i\/236x\/[a-f0-9]{32}\.jpg/.exec(html)?.[0];
    expect(image).toBeDefined();
    const webp = await raw(String(image), { accept: 'image/avif,image/webp,*/*;q=0.8' });
    expect([webp.status, webp.headers['content-type'], webp.headers.vary]).toEqual([
      200,
      'image/webp',
      'Accept',
    ]);
    expect(webp.headers['content-encoding']).toBeUndefined();
    const jpeg = await raw(String(image), { accept: '*/*', 'accept-encoding': 'br' });
    expect([jpeg.headers['content-type'], jpeg.headers['content-encoding']]).toEqual([
      'image/jpeg',
      undefined,
    ]);
  });
});
