// A profile's created pins (`UserPinsResource`) and everything the user saved, newest first
// (`UserSavedResource`).
import { resourceSchemas } from '@corkboard/contracts';
import { PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../app/context';
import { hydratePins } from '../../feeds/hydrate-pins';
import { decodeBookmark, isIdPosition, pageOf } from '../../http/bookmarks';
import { notFound } from '../../http/errors';
import { hidesContent, relationTo } from '../../policy/blocks';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';

type Options = z.output<typeof resourceSchemas.UserPinsResource.get>;

async function userPinsPage(ctx: RequestContext, options: Options, createdOnly: boolean) {
  const user = await ctx.app.stores.users.shownByUsername(options.username);
  // A block either way hides the whole list (policy/blocks.ts); rows are filtered as well.
  if (!user || hidesContent(await relationTo(ctx.app.stores, ctx.viewerId, user.id))) {
    throw notFound('That user');
  }
  const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
  const after = decodeBookmark(options.bookmarks, isIdPosition);
  const rows = await ctx.app.stores.pins.byPinner(idString(user.id), ctx.viewerId, createdOnly, {
    limit: limit + 1,
    beforeId: after?.id ?? null,
    viewerId: ctx.viewerId,
  });
  const page = pageOf(rows, limit, (last) => ({ id: idString(last.id) }));
  return { data: await hydratePins(ctx, page.rows), bookmark: page.bookmark };
}

export const UserPinsResource = {
  get: action(resourceSchemas.UserPinsResource.get, (ctx, options) =>
    userPinsPage(ctx, options, true),
  ),
};

export const UserSavedResource = {
  get: action(resourceSchemas.UserSavedResource.get, (ctx, options) =>
    userPinsPage(ctx, options, false),
  ),
};
