import { resourceSchemas } from '@corkboard/contracts';
import { PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import { hydratePins } from '../../feeds/hydrate-pins';
import { decodeBookmark, isIdPosition, pageOf } from '../../http/bookmarks';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { loadVisibleBoard } from './load-board';

export const BoardFeedResource = {
  get: action(resourceSchemas.BoardFeedResource.get, async (ctx, options) => {
    const { board } = await loadVisibleBoard(ctx, { board_id: options.board_id });
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const after = decodeBookmark(options.bookmarks, isIdPosition);
    const rows = await ctx.app.stores.pins.onBoard(idString(board.id), options.section_id ?? null, {
      limit: limit + 1,
      beforeId: after?.id ?? null,
      viewerId: ctx.viewerId,
    });
    const page = pageOf(rows, limit, (last) => ({ id: idString(last.id) }));
    return { data: await hydratePins(ctx, page.rows), bookmark: page.bookmark };
  }),
};
