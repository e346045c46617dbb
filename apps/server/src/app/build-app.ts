// Assembles the one Fastify process: API, media, static assets and server-rendered pages.
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiRoutes } from '../http/api-routes';
import { registerFavicon } from '../http/favicon';
import { checkCsrf, ensureCsrfCookie } from '../http/csrf';
import { isApiPath, registerErrorHandling, sendNotFound } from '../http/error-handling';
import { registerOpenApiRoutes } from '../http/openapi-routes';
import { loadViewer } from '../http/request-context';
import { uploadRoutes } from '../http/upload-routes';
import { registerPreviewImageRoute } from '../links/preview-image-route';
import { registerMediaRoutes, type BlobStore } from '../media/index';
import { RESOURCES } from '../resources/index';
import { createPageRenderer, errorPage } from '../ssr/page-renderer';
import type { AppContext } from './context';
import { repoRoot, webDist } from './paths';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface BuildOptions {
  blobStore: BlobStore;
  /** Pages need the built web app; API tests run without it. */
  pages?: boolean;
  logger?: boolean;
}

export async function buildApp(ctx: AppContext, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: ctx.config.logLevel } : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Query strings carry `data` JSON; keep parsing simple and predictable.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  await app.register(cookie);
  app.decorateRequest('viewer', null);
  app.decorateRequest('viewerId', null);

  const renderError = (status: number) => errorPage(status);
  registerErrorHandling(app, renderError);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (/^\/(i|assets)\/|^\/demo\/video\/|^\/favicon\./.test(request.url)) return;
    ensureCsrfCookie(request, reply, ctx.config.secureCookies);
    checkCsrf(request);
    await loadViewer(ctx, request);
  });

  // Every write, on any path, empties the signed-out read cache (http/read-cache.ts).
  app.addHook('onResponse', async (request) => {
    if (!SAFE_METHODS.has(request.method)) ctx.readCache.invalidate();
  });
  registerApiRoutes(app, ctx, RESOURCES);
  registerOpenApiRoutes(app);
  await app.register(uploadRoutes(ctx));
  registerPreviewImageRoute(app, ctx);
  registerMediaRoutes(app, options.blobStore);

  await app.register(fastifyStatic, {
    root: path.join(webDist(), 'client', 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });

  // Demo media that is not an image (the looping demo video), shipped small in the repository.
  await app.register(fastifyStatic, {
    root: path.join(repoRoot(), 'apps', 'server', 'demo-assets'),
    prefix: '/demo/video/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });

  const pages = options.pages === false ? null : await createPageRenderer(ctx, RESOURCES);
  app.get('/healthz', async () => ({ ok: true }));
  registerFavicon(app);
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url) || !pages) return sendNotFound(request, reply, renderError);
    return pages.handle(request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply, renderError));
  return app;
}
