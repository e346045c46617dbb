// `POST /v3/events/` (issue 15, "Client event log"; docs/API.md "Client event log"): a batch of
// client events, signed in or out, rate limited per address and per person. Events older than
// the retention are swept at most once an hour, on the back of a batch, so no timer is needed.
import { clientEventBatch, routeContracts } from '@corkboard/contracts';
import {
  BODY_LIMITS,
  CLIENT_EVENT_LIMITS,
  clientEventCounters,
  isAnalyticsEvent,
  RATE_LIMIT_ERRORS,
} from '@corkboard/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/context';
import { success } from './envelope';
import { takeOrRefuse } from './rate-limiter';
import { requestContext } from './request-context';
import { parseOrInvalid } from './zod-errors';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext) {
  let sweptAt = Number.NEGATIVE_INFINITY;
  app.post(
    routeContracts.clientEvents.path,
    { bodyLimit: BODY_LIMITS.clientEvents },
    async (request, reply) => {
      const context = requestContext(ctx, request, reply);
      const { events } = parseOrInvalid(clientEventBatch, request.body ?? {});
      takeOrRefuse(
        ctx.limiter,
        clientEventCounters(context.viewerId, context.address),
        RATE_LIMIT_ERRORS.clientEvents,
      );
      const now = ctx.now();
      // Issue 16: without analytics consent only what a person sent on purpose is kept. The
      // web app sends nothing else then; this holds for any other client too.
      const { allowed } = await context.consent.state();
      const kept = allowed.analytics
        ? events
        : events.filter((e) => !isAnalyticsEvent(e.event_type));
      const accepted =
        kept.length > 0
          ? await ctx.stores.clientEvents.insertBatch(kept, context.viewerId, now)
          : 0;
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now;
        await ctx.stores.clientEvents.sweepBefore(now - CLIENT_EVENT_LIMITS.retentionDays * DAY_MS);
      }
      return success({
        accepted,
        duplicates: kept.length - accepted,
        declined: events.length - kept.length,
      });
    },
  );
}
