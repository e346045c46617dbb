// The resource API of API.md §1 and the /v3/ paths the spec keeps as they are.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_BASE64_MAX } from '@corkboard/domain';
import { registerExistsQuery, routeContracts } from '@corkboard/contracts';
import type { AppContext } from '../app/context';
import type { ResourceTable } from '../resources/define';
import { registerBoardFollowRoutes } from './board-follow-routes';
import { registerSearchHideRoutes } from './search-hide-routes';
import { success } from './envelope';
import { registerHideRoutes } from './hide-routes';
import { invalid } from './errors';
import { requestContext } from './request-context';
import { optionsFrom, runResource } from './run-resource';
import { parseOrInvalid } from './zod-errors';

const WRITE_ACTIONS = new Set(['create', 'update', 'delete']);
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerApiRoutes(app: FastifyInstance, ctx: AppContext, resources: ResourceTable) {
  registerBoardFollowRoutes(app, ctx);
  registerHideRoutes(app, ctx);
  registerSearchHideRoutes(app, ctx);
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/resource/:name/get/',
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const context = requestContext(ctx, request, reply);
      // Signed-out reads are the same for everyone (bots apart: no orig images).
      const cacheKey =
        context.viewerId === null ? `${context.isBot ? 'bot' : 'web'} ${request.url}` : null;
      if (cacheKey) {
        const cached = ctx.readCache.get(cacheKey);
        if (cached !== undefined) return reply.type(JSON_TYPE).send(cached);
      }
      const generation = ctx.readCache.generation();
      const options = optionsFrom(request.query.data, 'data');
      const result = await runResource(resources, context, request.params.name, 'get', options);
      const body = JSON.stringify(success(result.data, result.bookmark));
      if (cacheKey) ctx.readCache.set(cacheKey, body, generation);
      return reply.type(JSON_TYPE).send(body);
    },
  );

  const write = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    action: string,
  ) => {
    if (!WRITE_ACTIONS.has(action)) throw invalid(`action: must be one of create, update, delete`);
    const options = optionsFrom(request.body, 'body');
    const result = await runResource(
      resources,
      requestContext(ctx, request, reply),
      name,
      action,
      options,
    );
    return success(result.data, result.bookmark);
  };
  app.post<{ Params: { name: string; action: string } }>(
    '/resource/:name/:action/',
    (request, reply) => write(request, reply, request.params.name, request.params.action),
  );
  // Only pin creation takes a big body: an image as a base64 data string (API.md §3).
  app.post(
    '/resource/PinResource/create/',
    { bodyLimit: IMAGE_BASE64_MAX + 64 * 1024 },
    (request, reply) => write(request, reply, 'PinResource', 'create'),
  );

  app.get(routeContracts.registerExists.path, async (request) => {
    const { email } = parseOrInvalid(registerExistsQuery, request.query);
    const user = await ctx.stores.users.byEmail(email);
    return success({ exists: user !== undefined });
  });
}
