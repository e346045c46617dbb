// `GET /link-preview/image/?u={url}&s={signature}`: the pin builder shows the images a link
// preview offers, but the page CSP allows images from this origin only. So the preview names
// each image by a URL of ours, signed for that address (no open proxy), fetched through the
// guarded fetcher when asked (signed-in only, counted per user and per address: domain
// `previewImageCounters`), and answered only if its bytes are an image, with the same
// nosniff + sandbox headers as /i/ media.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { previewImageQuery, routeContracts } from '@corkboard/contracts';
import type { FastifyInstance } from 'fastify';
import { CREATE_PIN_ERRORS, previewImageCounters } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { requestContext } from '../http/request-context';
import { MEDIA_SECURITY_HEADERS } from '../media/index';
import { isGuardedFetchError } from '../net/index';

export const PREVIEW_IMAGE_PATH = routeContracts.previewImage.path;
const CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function previewImageSigner(secret: string | null) {
  // Without a configured secret (tests), a per-process one: links last as long as the process.
  const key = secret ?? randomBytes(32).toString('hex');
  const sign = (url: string) =>
    createHmac('sha256', key).update(`preview-image\n${url}`).digest('base64url').slice(0, 32);
  return {
    urlFor: (url: string) => `${PREVIEW_IMAGE_PATH}?u=${encodeURIComponent(url)}&s=${sign(url)}`,
    verify(url: string, signature: string): boolean {
      const want = Buffer.from(sign(url));
      const got = Buffer.from(signature);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}

export function registerPreviewImageRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(PREVIEW_IMAGE_PATH, async (request, reply) => {
    reply.headers(MEDIA_SECURITY_HEADERS);
    const query = previewImageQuery.safeParse(request.query);
    const context = requestContext(ctx, request, reply);
    if (
      !context.viewerId ||
      !query.success ||
      !ctx.services.links.signer.verify(query.data.u, query.data.s)
    ) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const { u: url } = query.data;
    const counters = previewImageCounters(context.viewerId, context.address);
    // Like every media failure, a refusal is plain text (never a page), with Retry-After.
    const decision = ctx.limiter.take(counters);
    if (!decision.allowed) {
      return reply
        .status(429)
        .header('Retry-After', String(decision.retryAfterSeconds))
        .type('text/plain')
        .send(CREATE_PIN_ERRORS.previewRate);
    }
    try {
      const image = await ctx.services.fetcher.fetchImage(url, { deadlineMs: 15_000 });
      return reply
        .type(CONTENT_TYPES[image.format])
        .header('cache-control', 'private, max-age=600')
        .send(image.body);
    } catch (error) {
      if (!isGuardedFetchError(error)) throw error;
      return reply.status(404).type('text/plain').send('Not found');
    }
  });
}
