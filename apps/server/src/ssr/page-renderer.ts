// Server-side rendering of pages through the web app's SSR entry (apps/web/dist/server). The
// web app prefetches its data through `fetchResource`, which runs resources in-process with
// the same validation and permissions as the HTTP API.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { assignAll, ERROR_PAGE, NOT_FOUND, SITE } from '@corkboard/domain';
import type { SsrEntry, SsrManifest } from '@corkboard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app/context';
import { webDist } from '../app/paths';
import { AppError } from '../http/errors';
import { internalNetworkMatcher } from '../net/internal-networks';
import { requestContext } from '../http/request-context';
import { runRead } from '../http/run-resource';
import type { ResourceTable } from '../resources/define';
import { loadMe } from '../resources/users/load-me';

export interface PageRenderer {
  available: boolean;
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

export async function createPageRenderer(
  app: AppContext,
  resources: ResourceTable,
): Promise<PageRenderer> {
  const dist = webDist();
  const entryFile = path.join(dist, 'server', 'entry-server.js');
  const manifestFile = path.join(dist, 'client', '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) {
    return {
      available: false,
      async handle(_request, reply) {
        reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send(errorPage(503, 'The web app is not built yet. Run npm start (or npm run build).'));
      },
    };
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SsrManifest;
  const isInternalAddress = internalNetworkMatcher(app.config.internalNetworks);

  return {
    available: true,
    async handle(request, reply) {
      const ctx = requestContext(app, request, reply);
      const nonce = randomBytes(16).toString('base64');
      const [viewer, consent] = await Promise.all([
        ctx.viewer ? loadMe(app, ctx.viewer) : null,
        ctx.consent.state(),
      ]);
      const result = await entry.render({
        url: request.url,
        viewer,
        isBot: ctx.isBot,
        touchScreen: ctx.client.phone,
        internalNetwork: isInternalAddress(request.ip),
        publicUrl: app.config.publicUrl,
        experiments: assignAll(ctx.client.experimentKey, app.config.experimentOverrides),
        // Bots are asked nothing: they get no banner (and, as ever, no experiences).
        consent: ctx.isBot ? 'bot' : consent.attribute,
        manifest,
        assetBase: '/assets/',
        nonce,
        fetchResource: async (name, _action, options) => {
          try {
            const out = await runRead(resources, ctx, name, options);
            return {
              ok: true,
              data: out.data,
              ...(out.bookmark ? { bookmark: out.bookmark } : {}),
            };
          } catch (error) {
            if (error instanceof AppError) {
              return {
                ok: false,
                status: error.httpStatus,
                code: error.code,
                message: error.message,
              };
            }
            throw error;
          }
        },
      });
      reply
        .status(result.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-cache')
        .header('Content-Security-Policy', pageCsp(nonce));
      // A PassThrough keeps Fastify's onSend hooks (cookies) while React streams.
      const body = new PassThrough();
      result.pipe(body);
      request.raw.once('close', () => {
        if (!body.writableFinished) result.abort();
      });
      return reply.send(body);
    },
  };
}

export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes carry the masonry positions computed on the server.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A plain page for failures outside the React app (it is not built, or rendering failed). */
export function errorPage(status: number, detail?: string): string {
  const title = status === 404 ? NOT_FOUND.title : ERROR_PAGE.title;
  const text = detail ?? (status === 404 ? NOT_FOUND.body : ERROR_PAGE.body);
  const action = NOT_FOUND.action;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} | ${SITE.name}</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:80px 16px"><h1 style="font-size:28px">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/" style="color:#e60023;font-weight:700">${escapeHtml(action)}</a></p></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
