// For now the home feed is the newest public pins, keyset-paged (skeleton → hydrate → present).
import { resourceSchemas } from '@corkboard/contracts';
import { PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import { hydratePins } from '../../feeds/hydrate-pins';
import { decodeBookmark, isIdPosition, pageOf } from '../../http/bookmarks';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';

export const UserHomefeedResource = {
  get: action(resourceSchemas.UserHomefeedResource.get, async (ctx, options) => {
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const after = decodeBookmark(options.bookmarks, isIdPosition);
    const rows = await ctx.app.stores.pins.publicOriginals({
      limit: limit + 1,
      beforeId: after?.id ?? null,
      // Signed in: pins a block hides are left out. Signed out: the plain, cached query.
      viewerId: ctx.viewerId,
    });
    const page = pageOf(rows, limit, (last) => ({ id: idString(last.id) }));
    return { data: await hydratePins(ctx, page.rows), bookmark: page.bookmark };
  }),
};
