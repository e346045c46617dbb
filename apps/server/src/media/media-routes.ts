// GET/HEAD /i/:size/:signature.:ext — serves stored images. URLs are content-addressed, so a
// response never changes: cache it for a year, and never let a browser treat it as anything else.
// A .jpg URL is answered with the WebP made at ingest beside it when the request accepts
// image/webp and that file exists (images stored before issue 12 have none), else the JPEG:
// the URL stays the same and `Vary: Accept` keeps caches from mixing the two.
import { mediaParams } from '@corkboard/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BlobStore } from './blob-store';

export const MEDIA_ROUTE = '/i/:size/:file';
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** docs/DESIGN.md §5: media out is never sniffed, and never runs script even if opened directly. */
export const MEDIA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send('Not found\n');
}

/** True when Accept names image/webp with a non-zero weight (a wildcard does not count). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

async function negotiate(store: BlobStore, size: string, file: string, accept: string | undefined) {
  if (file.endsWith('.jpg') && acceptsWebp(accept)) {
    const webp = await store.get(`${size}/${file.slice(0, -'.jpg'.length)}.webp`);
    if (webp) return { blob: webp, variant: '-webp' };
  }
  return { blob: await store.get(`${size}/${file}`), variant: '' };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export function registerMediaRoutes(app: FastifyInstance, store: BlobStore): void {
  // HEAD is declared rather than left to exposeHeadRoutes: the automatic HEAD route would read
  // the whole file to discard it and report Content-Length 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: MEDIA_ROUTE,
    handler: async (request, reply) => {
      reply.headers(MEDIA_SECURITY_HEADERS);
      // Strict shapes before any store access: no dots, slashes or encodings get through.
      const params = mediaParams.safeParse(request.params);
      if (!params.success) return notFound(reply);
      const { size, file } = params.data;
      if (file.endsWith('.jpg')) reply.header('vary', 'Accept');
      const { blob, variant } = await negotiate(store, size, file, request.headers.accept);
      if (!blob) return notFound(reply);

      const etag = `"${size}-${file}${variant}"`;
      reply.header('etag', etag).header('cache-control', MEDIA_CACHE_CONTROL);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        blob.stream.destroy();
        return reply.code(304).send();
      }
      reply.header('content-type', blob.contentType).header('content-length', blob.size);
      if (request.method === 'HEAD') {
        blob.stream.destroy();
        return reply.send();
      }
      return reply.send(blob.stream);
    },
  });
}
