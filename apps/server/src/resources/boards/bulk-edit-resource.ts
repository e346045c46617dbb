// BulkEditResource delete (docs/API.md §3; spec 002 §7, req 002-7.10): many pins of one board at
// once.
import { resourceSchemas } from '@corkboard/contracts';
import { bulkDeletePins } from '../../commands/bulk-delete-pins';
import { requireActor } from '../actor';
import { action } from '../define';

export const BulkEditResource = {
  delete: action(resourceSchemas.BulkEditResource.delete, async (ctx, options) => {
    const deleted = await bulkDeletePins(ctx.app, requireActor(ctx), {
      boardId: options.board_id,
      sectionId: options.section_id ?? null,
      pinIds: options.pin_ids,
    });
    return { data: { deleted_pin_ids: deleted } };
  }),
};
