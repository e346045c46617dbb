// `ClientEventCountsResource get {days?}` (issue 15, "Client event log"): the operator's view of
// the log, counted by event type over the last 1, 7 or 30 days. Operators only.
import { resourceSchemas } from '@corkboard/contracts';
import { clientEventName } from '@corkboard/domain';
import { operatorViewer } from '../../policy/operators';
import { isoTime } from '../../storage/row-mapping';
import { action } from '../define';

const DAY_MS = 24 * 60 * 60 * 1000;

export const ClientEventCountsResource = {
  get: action(resourceSchemas.ClientEventCountsResource.get, async (ctx, options) => {
    operatorViewer(ctx);
    const since = ctx.app.now() - (options.days ?? 1) * DAY_MS;
    const counts = await ctx.app.stores.clientEvents.countsSince(since);
    return {
      data: {
        since: isoTime(since),
        counts: counts.map((c) => ({
          event_type: c.eventType,
          name: clientEventName(c.eventType),
          count: c.count,
        })),
      },
    };
  }),
};
