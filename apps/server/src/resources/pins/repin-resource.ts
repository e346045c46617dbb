// RepinResource create (docs/API.md §3): save a pin the viewer can see to one of their boards (or a
// board they collaborate on), or with no board to their quick-saves board.
import { resourceSchemas } from '@corkboard/contracts';
import { SAVING_ERRORS } from '@corkboard/domain';
import { savePin } from '../../commands/save-pin';
import { forbidden } from '../../http/errors';
import { presentRepin } from '../../present/saves';
import { requireActor } from '../actor';
import { action } from '../define';

export const RepinResource = {
  create: action(resourceSchemas.RepinResource.create, async (ctx, options) => {
    const actor = requireActor(ctx);
    if (options.user_id !== undefined && options.user_id !== actor.id) {
      throw forbidden(SAVING_ERRORS.actAsSomeoneElse);
    }
    const saved = await savePin(ctx.app, actor, {
      pinId: options.pin_id,
      boardId: options.board_id ?? null,
      sectionId: options.section ?? null,
    });
    return { data: presentRepin(saved) };
  }),
};
