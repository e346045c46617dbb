import { resourceSchemas } from '@corkboard/contracts';
import { hydratePins } from '../../feeds/hydrate-pins';
import { notFound } from '../../http/errors';
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
    return { data: pin };
  }),
  ...pinCreateAction,
  ...pinWriteActions,
};
