// The resource API of API.md §1 and the /v3/ paths the spec keeps as they are.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/context';
import type { ResourceTable } from '../resources/define';
import { success } from './envelope';
import { invalid } from './errors';
import { requestContext } from './request-context';
import { optionsFrom, runResource } from './run-resource';

const WRITE_ACTIONS = new Set(['create', 'update', 'delete']);

export function registerApiRoutes(app: FastifyInstance, ctx: AppContext, resources: ResourceTable) {
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/resource/:name/get/',
    async (request, reply) => {
      const options = optionsFrom(request.query.data, 'data');
      const result = await runResource(
        resources,
        requestContext(ctx, request, reply),
        request.params.name,
        'get',
        options,
      );
      reply.header('Cache-Control', 'private, no-store');
      return success(result.data, result.bookmark);
    },
  );

  app.post<{ Params: { name: string; action: string }; Body: unknown }>(
    '/resource/:name/:action/',
    async (request, reply) => {
      const { name, action } = request.params;
      if (!WRITE_ACTIONS.has(action))
        throw invalid(`action: must be one of create, update, delete`);
      const options = optionsFrom(request.body, 'body');
      const result = await runResource(
        resources,
        requestContext(ctx, request, reply),
        name,
        action,
        options,
      );
      return success(result.data, result.bookmark);
    },
  );

  app.get<{ Querystring: { email?: unknown } }>('/v3/register/exists/', async (request) => {
    const email = request.query.email;
    if (typeof email !== 'string' || email.length === 0 || email.length > 254) {
      throw invalid('email: is required');
    }
    const user = await ctx.stores.users.byEmail(email.trim());
    return success({ exists: user !== undefined });
  });
}
