// BoardSectionResource create, update (rename) and delete (docs/API.md §3).
import { resourceSchemas } from '@corkboard/contracts';
import { createSection } from '../../commands/create-section';
import { deleteSection } from '../../commands/delete-section';
import { updateSection } from '../../commands/update-section';
import { countsViewer } from '../../policy/blocks';
import { presentSection } from '../../present/saves';
import { idString } from '../../storage/row-mapping';
import { requireActor } from '../actor';
import { action } from '../define';

export const BoardSectionResource = {
  create: action(resourceSchemas.BoardSectionResource.create, async (ctx, options) => {
    const section = await createSection(ctx.app, requireActor(ctx), {
      boardId: options.board_id,
      title: options.title,
    });
    return { data: presentSection(section, 0) };
  }),
  update: action(resourceSchemas.BoardSectionResource.update, async (ctx, options) => {
    const section = await updateSection(ctx.app, requireActor(ctx), {
      sectionId: options.section_id,
      boardId: options.board_id ?? null,
      title: options.title,
    });
    const { stores } = ctx.app;
    const apart = await countsViewer(stores, ctx.viewerId);
    const pinCount = await stores.boardWrites.sectionPinCount(idString(section.id), apart);
    return { data: presentSection(section, pinCount) };
  }),
  delete: action(resourceSchemas.BoardSectionResource.delete, async (ctx, options) => {
    await deleteSection(ctx.app, requireActor(ctx), {
      sectionId: options.section_id,
      boardId: options.board_id ?? null,
    });
    return { data: null };
  }),
};
