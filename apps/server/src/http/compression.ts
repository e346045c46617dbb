// Compression on the wire (issue 12): pages, API answers and every other text answer are
// compressed per request with brotli or gzip, whichever the request's Accept-Encoding prefers
// (brotli when both are equal), with `Vary: Accept-Encoding`. A request without Accept-Encoding
// gets the bytes as they are. Files are never compressed per request: built assets are
// compressed once at build time and served from their .br/.gz siblings (build-app.ts), images
// are already compressed.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Cheap levels, measured (median of 60, on a loaded 2-core machine) on the demo's home page HTML
 * (146 KB) and a 25-pin feed page (77 KB): brotli 4 gives 15.2 KB in 3.9 ms and 8.7 KB in 0.9 ms;
 * brotli 5 13.4 KB and 7.6 KB for about twice the time; gzip 6 17.9 KB in 2.2 ms and 9.2 KB in
 * 1.0 ms; the SSR budget of that page is 25 ms (docs/DESIGN.md §3).
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
/** Below this a compressed answer saves less than a packet and costs a compressor's setup. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text types only: JSON (and problem+json), HTML, CSS, JavaScript, SVG and other XML. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|\/javascript(?:;|$)/;

/** Routes that serve files: precompressed at build time (assets) or compressed already (media). */
const FILE_ROUTE = /^\/(?:i|assets|demo\/video)\//;

/** Must run before any route is declared: the plugin attaches itself to routes as they are. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (FILE_ROUTE.test(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
    // Request bodies stay as they are: a compressed upload would dodge the body limits.
    globalDecompression: false,
  });
}

/**
 * The built web assets under /assets/: content-hashed names, so cached for a year. The build
 * wrote a .br and a .gz beside each text asset (scripts/precompress.mjs); the one the request
 * accepts is sent as it is, anything else (small files, images, no Accept-Encoding) unchanged.
 */
export async function registerBuiltAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
    preCompressed: true,
    setHeaders: (res) => res.setHeader('Vary', 'Accept-Encoding'),
  });
}
