// The resource API of docs/API.md §1 and the /v3/ paths the spec keeps as they are.
//
// Every resource write is a route of its own, with its action's body limit and, unless the
// action works signed out, a guard that refuses a signed-out write before its body is read
// (resources/define.ts `ActionMeta`). A write to anything else is refused unread too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BODY_LIMITS,
  emailLookupCounter,
  normaliseLogin,
  RATE_LIMIT_ERRORS,
} from '@corkboard/domain';
import { registerExistsQuery, routeContracts } from '@corkboard/contracts';
import type { AppContext } from '../app/context';
import { listActions, type ResourceTable } from '../resources/define';
import { registerBoardFollowRoutes } from './board-follow-routes';
import { registerSearchHideRoutes } from './search-hide-routes';
import { serializeSuccess, success } from './envelope';
import { registerEventRoutes } from './event-routes';
import { registerExperienceRoutes } from './experience-routes';
import { registerHideRoutes } from './hide-routes';
import { registerOffsiteRoutes } from './offsite-routes';
import { invalid } from './errors';
import { addressKey, takeOrRefuse } from './rate-limiter';
import { requestContext } from './request-context';
import { signedInOnly } from './route-guards';
import { noSuchAction, optionsFrom, runResource } from './run-resource';
import { parseOrInvalid } from './zod-errors';

const WRITE_ACTIONS = ['create', 'update', 'delete'] as const;
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerApiRoutes(app: FastifyInstance, ctx: AppContext, resources: ResourceTable) {
  registerBoardFollowRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerExperienceRoutes(app, ctx);
  registerHideRoutes(app, ctx);
  registerOffsiteRoutes(app, ctx);
  registerSearchHideRoutes(app, ctx);
  const sharedReads = new Map(
    listActions(resources)
      .filter((a) => a.action === 'get')
      .map((a) => [a.name as string, a.act.meta?.sharedRead ?? true]),
  );
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/resource/:name/get/',
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const context = requestContext(ctx, request, reply);
      // Signed-out reads are the same for everyone (bots apart: no orig images), except the
      // few that are a visitor's own (ActionMeta.sharedRead).
      const shared = sharedReads.get(request.params.name) !== false;
      const cacheKey =
        context.viewerId === null && shared
          ? `${context.isBot ? 'bot' : 'web'} ${request.url}`
          : null;
      if (cacheKey) {
        const cached = ctx.readCache.get(cacheKey);
        if (cached !== undefined) return reply.type(JSON_TYPE).send(cached);
      }
      const generation = ctx.readCache.generation();
      const options = optionsFrom(request.query.data, 'data');
      const result = await runResource(resources, context, request.params.name, 'get', options);
      const body = serializeSuccess(result);
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
    const options = optionsFrom(request.body, 'body');
    const context = requestContext(ctx, request, reply);
    const result = await runResource(resources, context, name, action, options);
    return success(result.data, result.bookmark);
  };
  for (const { name, action, act } of listActions(resources)) {
    if (action === 'get') continue;
    const meta = act.meta ?? {};
    app.post(
      `/resource/${name}/${action}/`,
      {
        bodyLimit: meta.bodyLimit ?? BODY_LIMITS.resourceWrite,
        ...(meta.auth === 'optional' ? {} : { onRequest: signedInOnly }),
      },
      (request, reply) => write(request, reply, name, action),
    );
  }
  app.post<{ Params: { name: string; action: string } }>('/resource/:name/:action/', {
    onRequest: async (request) => {
      const { name, action } = request.params;
      if (!(WRITE_ACTIONS as readonly string[]).includes(action)) {
        throw invalid(`action: must be one of ${WRITE_ACTIONS.join(', ')}`);
      }
      throw noSuchAction(name, action);
    },
    handler: async () => undefined,
  });

  app.get(routeContracts.registerExists.path, async (request) => {
    const { email } = parseOrInvalid(registerExistsQuery, request.query);
    takeOrRefuse(
      ctx.limiter,
      [emailLookupCounter(addressKey(request.ip))],
      RATE_LIMIT_ERRORS.emailLookups,
    );
    const user = await ctx.stores.users.byEmail(normaliseLogin(email));
    return success({ exists: user !== undefined });
  });
}
