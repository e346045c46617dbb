// `PUT /v3/boards/{board_id}/follow/` follows a board and `DELETE` on the same path unfollows (spec
// 000 §7, req 000-7.09; docs/API.md §3). Both answer the board in the envelope, with
// `followed_by_me` and `follower_count` as they now stand. CSRF applies, as to every non-GET
// request (build-app.ts).
import { boardFollowParams } from '@corkboard/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app/context';
import { followBoard, unfollowBoard } from '../commands/follow-board';
import { signedInViewer } from '../policy/signed-in';
import { presentBoards } from '../resources/boards/present-boards';
import { idString } from '../storage/row-mapping';
import { success } from './envelope';
import { notFound } from './errors';
import { requestContext } from './request-context';
import { signedInOnly } from './route-guards';
import { parseOrInvalid } from './zod-errors';

export function registerBoardFollowRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const method of ['PUT', 'DELETE'] as const) {
    app.route<{ Params: { board_id: string } }>({
      method,
      url: '/v3/boards/:board_id/follow/',
      onRequest: signedInOnly,
      handler: async (request, reply) => {
        const context = requestContext(ctx, request, reply);
        const viewerId = signedInViewer(context);
        const params = parseOrInvalid(boardFollowParams, request.params);
        const command = method === 'PUT' ? followBoard : unfollowBoard;
        const board = await command(ctx, viewerId, params.board_id);
        const owner = await ctx.stores.users.byId(idString(board.owner_id));
        const owners = new Map(owner ? [[idString(owner.id), owner]] : []);
        const [presented] = await presentBoards(context, [board], owners);
        if (!presented) throw notFound('That board');
        return success(presented);
      },
    });
  }
}
