// PinResource update and delete (docs/API.md §3), spread into PinResource (pin-resource.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { deletePin } from '../../commands/delete-pin';
import { updatePin } from '../../commands/update-pin';
import { hydratePins } from '../../feeds/hydrate-pins';
import { notFound } from '../../http/errors';
import { requireActor } from '../actor';
import { action } from '../define';

export const pinWriteActions = {
  update: action(resourceSchemas.PinResource.update, async (ctx, options) => {
    const actor = requireActor(ctx);
    await updatePin(ctx.app, actor, options.id, {
      title: options.title,
      description: options.description,
      link: options.link,
      alt_text: options.alt_text,
      boardId: options.board_id,
      sectionId: options.section,
    });
    const row = await ctx.app.stores.pins.byId(options.id);
    const [pin] = row ? await hydratePins(ctx, [row]) : [];
    if (!pin) throw notFound('That Pin');
    return { data: pin };
  }),
  delete: action(resourceSchemas.PinResource.delete, async (ctx, options) => {
    await deletePin(ctx.app, requireActor(ctx), options.id);
    return { data: null };
  }),
};
