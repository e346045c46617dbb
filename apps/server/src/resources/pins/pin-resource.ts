import { resourceSchemas } from '@corkboard/contracts';
import { hydratePins } from '../../feeds/hydrate-pins';
import { notFound } from '../../http/errors';
import { linkTokens } from '../../links/offsite-tokens';
import { canViewPin } from '../../policy/visibility';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { pinCreateAction } from './pin-create-action';
import { pinWriteActions } from './pin-write-actions';

export const PinResource = {
  get: action(resourceSchemas.PinResource.get, async (ctx, options) => {
    const { stores } = ctx.app;
    const row = await stores.pins.byId(options.id);
    const board = row ? await stores.boards.byId(idString(row.board_id)) : undefined;
    if (!row || !board || !(await canViewPin(stores, row, board, ctx.viewerId))) {
      throw notFound('That Pin');
    }
    const [pin] = await hydratePins(ctx, [row]);
    if (!pin) throw notFound('That Pin');
    // The closeup's own fields (a grid's pins leave them out): the viewer's reaction, whether
    // the board is collaborative (its reaction controls are hidden there), how many comments
    // the viewer can read, and the /offsite/ token of each link it renders.
    const [reaction, collaborative, comments] = await Promise.all([
      ctx.viewerId ? stores.pinReactions.reactionOf(ctx.viewerId, pin.id) : null,
      stores.collaborators.isCollaborative(pin.board.id),
      stores.pinComments.countOn(pin.id, ctx.viewerId),
    ]);
    return {
      data: {
        ...pin,
        viewer_reaction: reaction,
        on_collaborative_board: collaborative,
        comment_count: comments,
        link_tokens: linkTokens(ctx.app.signer, pin),
      },
    };
  }),
  ...pinCreateAction,
  ...pinWriteActions,
};
