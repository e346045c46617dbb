// GET/HEAD /i/:size/:signature.:ext — serves stored images. URLs are content-addressed, so a
// response never changes: cache it for a year, and never let a browser treat it as anything else.
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
      const blob = await store.get(`${size}/${file}`);
      if (!blob) return notFound(reply);

      const etag = `"${size}-${file}"`;
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
