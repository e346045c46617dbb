// Issue 12: API answers are compressed on the wire by the request's Accept-Encoding (brotli
// preferred, then gzip), with Vary: Accept-Encoding, and decode to exactly the bytes sent
// uncompressed; a request without Accept-Encoding gets those bytes as they are. Security
// headers and error envelopes are the same either way.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let feedUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server.ctx);
  const board = await createBoard(server.ctx, user.id);
  for (let i = 0; i < 12; i += 1) await createPin(server.ctx, board, user.id);
  const data = encodeURIComponent(JSON.stringify({ options: { board_id: board.id } }));
  feedUrl = `/resource/BoardFeedResource/get/?data=${data}`;
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describe('compression of API answers', () => {
  it('sends a feed page and the OpenAPI document as they are without Accept-Encoding', async () => {
    for (const url of [feedUrl, '/api/openapi.json']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['content-encoding']]).toEqual([url, 200, undefined]);
      expect(() => JSON.parse(res.body) as unknown).not.toThrow();
    }
  });

  it.each([
    ['br', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['br when both are equally welcome', 'br, gzip', 'br'],
    ['gzip when brotli is refused', 'br;q=0, gzip', 'gzip'],
  ])('answers %s that decodes to the identical body', async (_label, accept, encoding) => {
    for (const url of [feedUrl, '/api/openapi.json']) {
      const plain = await get(url);
      const packed = await get(url, { 'accept-encoding': accept });
      expect([url, packed.statusCode, packed.headers['content-encoding']]).toEqual([
        url,
        200,
        encoding,
      ]);
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
      const decoded = DECODE[encoding]?.(packed.rawPayload);
      expect(decoded?.equals(plain.rawPayload)).toBe(true);
      // The same security headers as the plain answer.
      for (const header of ['x-content-type-options', 'referrer-policy', 'x-frame-options']) {
        expect([header, packed.headers[header]]).toEqual([header, plain.headers[header]]);
      }
    }
  });

  it('leaves small answers (under 1 KB) and unsupported encodings uncompressed', async () => {
    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const other = await get(feedUrl, { 'accept-encoding': 'compress' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the error envelope: not_found reads the same compressed or not', async () => {
    for (const url of ['/resource/NoSuchResource/get/?data=%7B%7D', '/v3/nothing/here/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(404);
      const body =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : res.rawPayload;
      const envelope = JSON.parse(body.toString('utf8')) as {
        resource_response: { error: { code: string } };
      };
      expect(envelope.resource_response.error.code).toBe('not_found');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
