// `RelatedPinFeedResource get {pin_id, bookmarks?}` (docs/API.md §3): "More like this" under every
// closeup. `BoardMoreIdeasFeedResource get {board_id, bookmarks?}` (ours): a board's "More
// ideas" tab. Both keyset-paged on (score, id); a pin or board the viewer may not see is
// `not_found`.
import { resourceSchemas } from '@corkboard/contracts';
import { PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import { isScoreCursor, moreIdeasPage, relatedPinsPage } from '../../feeds/discovery-feeds';
import { decodeBookmark } from '../../http/bookmarks';
import { visiblePin } from '../../policy/visible-pin';
import { loadVisibleBoard } from '../boards/load-board';
import { action } from '../define';

const cursorFrom = (bookmarks: string[] | undefined) => {
  const at = decodeBookmark(bookmarks, isScoreCursor);
  return at ? { score: at.s, id: at.id } : null;
};

export const RelatedPinFeedResource = {
  get: action(resourceSchemas.RelatedPinFeedResource.get, async (ctx, options) => {
    const pin = await visiblePin(ctx.app.stores, options.pin_id, ctx.viewerId);
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const page = await relatedPinsPage(ctx, pin, limit, cursorFrom(options.bookmarks));
    return { data: page.pins, bookmark: page.bookmark };
  }),
};

export const BoardMoreIdeasFeedResource = {
  get: action(resourceSchemas.BoardMoreIdeasFeedResource.get, async (ctx, options) => {
    const { board } = await loadVisibleBoard(ctx, { board_id: options.board_id });
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const page = await moreIdeasPage(ctx, board, limit, cursorFrom(options.bookmarks));
    return { data: page.pins, bookmark: page.bookmark };
  }),
};
