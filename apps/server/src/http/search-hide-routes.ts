// `PUT /v3/search/{pin_id}/hide/ {query, pin_type}` and `PUT /v3/search/{pin_id}/unhide/` (spec 000
// §7, req 000-7.12; docs/API.md §3). Both answer `{pin_id, hidden}` in the envelope. Signed out:
// `unauthorized`; CSRF applies, as to every non-GET request (build-app.ts).
import { searchHideBody, searchHideParams } from '@corkboard/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/context';
import { hideFromSearch, unhideFromSearch } from '../commands/search-hides';
import { signedInViewer } from '../policy/signed-in';
import { success } from './envelope';
import { requestContext } from './request-context';
import { signedInOnly } from './route-guards';
import { parseOrInvalid } from './zod-errors';

export function registerSearchHideRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const action of ['hide', 'unhide'] as const) {
    app.put<{ Params: { pin_id: string } }>(
      `/v3/search/:pin_id/${action}/`,
      { onRequest: signedInOnly },
      async (request, reply) => {
        const viewerId = signedInViewer(requestContext(ctx, request, reply));
        const { pin_id: pinId } = parseOrInvalid(searchHideParams, request.params);
        const body = parseOrInvalid(searchHideBody, request.body ?? {});
        const state =
          action === 'hide'
            ? await hideFromSearch(ctx, viewerId, pinId, body)
            : await unhideFromSearch(ctx, viewerId, pinId);
        return success(state);
      },
    );
  }
}
