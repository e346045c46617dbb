// BoardOrderResource update: drag to reorder on the profile (the "custom" board order of spec
// 002 §3, req 002-3.04). Moves one board before another of the owner's boards, or to the end.
import { resourceSchemas } from '@corkboard/contracts';
import { moveBoard } from '../../commands/move-board';
import { requireActor } from '../actor';
import { action } from '../define';

export const BoardOrderResource = {
  update: action(resourceSchemas.BoardOrderResource.update, async (ctx, options) => {
    await moveBoard(ctx.app, requireActor(ctx), options.board_id, options.before_board_id ?? null);
    return { data: null };
  }),
};
