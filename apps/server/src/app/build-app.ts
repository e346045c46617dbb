// Assembles the one Fastify process: API, media, static assets and server-rendered pages.
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { BODY_LIMITS } from '@corkboard/domain';
import { registerBoardLinkRoutes } from '../http/board-link-routes';
import { registerEmailCheckRoutes } from '../http/email-check-routes';
import { registerAdminRoutes } from '../http/admin-routes';
import { registerApiRoutes } from '../http/api-routes';
import { registerBuiltAssets, registerCompression } from '../http/compression';
import { registerSiteIcons } from '../http/site-icons';
import { registerWebAppRoutes, WEB_APP_PATHS } from '../http/web-app-routes';
import { checkCsrf, prepareCsrf } from '../http/csrf';
import {
  isApiPath,
  PATH_PARAM_MAX,
  registerErrorHandling,
  sendError,
  sendNotFound,
} from '../http/error-handling';
import { registerOpenApiRoutes } from '../http/openapi-routes';
import { assertStorableRequest } from '../http/storable-input';
import { loadViewer } from '../http/request-context';
import { writeActor } from '../storage/changes';
import { uploadRoutes } from '../http/upload-routes';
import { registerPreviewImageRoute } from '../links/preview-image-route';
import { registerMediaRoutes, type BlobStore } from '../media/index';
import { RESOURCES } from '../resources/index';
import { createPageRenderer, errorPage } from '../ssr/page-renderer';
import type { AppContext } from './context';
import { repoRoot, webDist } from './paths';

/** Sent on every answer when PUBLIC_URL is https: browsers then never try plain http. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** On every answer, including the router's own refusals (frameworkErrors below). */
function setSecurityHeaders(reply: FastifyReply, https: boolean) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  if (https) reply.header('Strict-Transport-Security', HSTS);
}

export interface BuildOptions {
  blobStore: BlobStore;
  /** Pages need the built web app; API tests run without it. */
  pages?: boolean;
  logger?: boolean;
}

export async function buildApp(ctx: AppContext, options: BuildOptions): Promise<FastifyInstance> {
  const renderError = (status: number) => errorPage(status);
  const app = Fastify({
    logger: options.logger ? { level: ctx.config.logLevel } : false,
    trustProxy: ctx.config.trustProxy,
    // Routes that take more say so (http/api-routes.ts); the upload route has its own limits.
    bodyLimit: BODY_LIMITS.default,
    // HEAD only where it is declared (media, pages, static files): the API contract lists it
    // for the routes that answer it (packages/contracts routes.ts).
    exposeHeadRoutes: false,
    // Query strings carry `data` JSON; keep parsing simple and predictable.
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      maxParamLength: PATH_PARAM_MAX,
    },
    // The router refuses a malformed or over-long path parameter before any hook runs.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(reply, ctx.config.secureCookies);
      return sendError(error, request, reply, renderError);
    },
  });
  await app.register(cookie);
  app.decorateRequest('viewer', null);
  app.decorateRequest('viewerId', null);

  registerErrorHandling(app, renderError);
  await registerCompression(app);

  // Before any body is read: security headers, the viewer, CSRF. Route guards (signed-in
  // writes) run after this; the signed-out read cache is emptied by committed writes only
  // (storage/changes.ts), never by a request as such.
  // Each request writes as its viewer: committed writes name them (storage/changes.ts), so the
  // read caches drop that person's views only (feeds/read-invalidation.ts). Callback style, so
  // every later hook and the handler run inside this request's store.
  app.addHook('onRequest', (_request, _reply, done) => writeActor.run({ id: null }, done));
  app.addHook('onRequest', async (request, reply) => {
    setSecurityHeaders(reply, ctx.config.secureCookies);
    if (/^\/(i|assets)\/|^\/demo\/video\/|^\/favicon\./.test(request.url)) return;
    if (WEB_APP_PATHS.test(request.url)) return;
    await loadViewer(ctx, request);
    checkCsrf(request, prepareCsrf(ctx, request, reply));
  });
  // Input both engines can store (docs/ARCHITECTURE.md): params, query and body of every route.
  app.addHook('preValidation', async (request) => assertStorableRequest(request));
  registerApiRoutes(app, ctx, RESOURCES);
  registerOpenApiRoutes(app);
  await app.register(uploadRoutes(ctx));
  registerPreviewImageRoute(app, ctx);
  registerMediaRoutes(app, options.blobStore);

  await registerBuiltAssets(app, path.join(webDist(), 'client', 'assets'));

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
  registerSiteIcons(app);
  registerWebAppRoutes(app);
  registerEmailCheckRoutes(app, ctx);
  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    pages ? pages.handle(request, reply) : sendNotFound(request, reply, renderError);
  registerAdminRoutes(app, ctx, RESOURCES, pageOrNotFound);
  registerBoardLinkRoutes(app, ctx, pageOrNotFound);
  app.get('/*', { exposeHeadRoute: true }, async (request, reply) => {
    if (isApiPath(request.url) || !pages) return sendNotFound(request, reply, renderError);
    return pages.handle(request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply, renderError));
  return app;
}
