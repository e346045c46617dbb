// The hide endpoints of spec 000 §7 (reqs 000-7.10, 000-7.11), one per surface, each with its undo:
//   PUT /v3/p2p/{pin}/hide/ and /unhide/            (home feed, related pins, boards)
//   PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/ and /undo/
// (`/v3/search/{pin_id}/hide/` belongs to search.) Each answers a PinHideResult in the
// envelope. Signed out: `unauthorized`; a pin the viewer may not see: `not_found`. CSRF
// applies, as to every non-GET request (build-app.ts).
import { hideReasonBody, newsHubHideParams, p2pHideParams } from '@corkboard/contracts';
import type { HideReason } from '@corkboard/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/context';
import { hidePin, unhidePin } from '../commands/hide-pin';
import { signedInViewer } from '../policy/signed-in';
import { success } from './envelope';
import { requestContext } from './request-context';
import { signedInOnly } from './route-guards';
import { parseOrInvalid } from './zod-errors';

/** A hide's optional body says why; an undo takes no body. */
function reasonOf(suffix: string, body: unknown): HideReason | null {
  if (suffix !== 'hide') return null;
  return parseOrInvalid(hideReasonBody, body ?? {}).reason ?? null;
}

export function registerHideRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [suffix, command] of [
    ['hide', hidePin],
    ['unhide', unhidePin],
  ] as const) {
    app.put(`/v3/p2p/:pin/${suffix}/`, { onRequest: signedInOnly }, async (request, reply) => {
      const viewerId = signedInViewer(requestContext(ctx, request, reply));
      const { pin } = parseOrInvalid(p2pHideParams, request.params);
      const reason = reasonOf(suffix, request.body);
      return success(
        await command(ctx, { viewerId, pinId: pin, surface: 'p2p', newsId: null, reason }),
      );
    });
  }
  for (const [suffix, command] of [
    ['hide', hidePin],
    ['undo', unhidePin],
  ] as const) {
    app.put(
      `/v3/news_hub/:news_id/pin/:pin_id/${suffix}/`,
      { onRequest: signedInOnly },
      async (request, reply) => {
        const viewerId = signedInViewer(requestContext(ctx, request, reply));
        const params = parseOrInvalid(newsHubHideParams, request.params);
        const reason = reasonOf(suffix, request.body);
        return success(
          await command(ctx, {
            viewerId,
            pinId: params.pin_id,
            surface: 'news_hub',
            newsId: params.news_id,
            reason,
          }),
        );
      },
    );
  }
}
