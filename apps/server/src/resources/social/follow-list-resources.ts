// `UserFollowersResource get {username}` and `UserFollowingResource get {username}` (issue 16,
// "/{username}/followers and /following"; spec 000 §9, req 000-9.03: "50 followers are fetched
// per page"): people as search shows them (follower count, whether the viewer follows them),
// newest follow first. A block either way hides the whole list, as it hides the profile's
// other lists; people in a block with the viewer leave it, as they leave the counts.
import { resourceSchemas } from '@corkboard/contracts';
import { fitsIntegerColumn, FOLLOWERS_PAGE_SIZE, isStorableId } from '@corkboard/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../app/context';
import { decodeBookmark, pageOf } from '../../http/bookmarks';
import { notFound } from '../../http/errors';
import { countsViewer, hidesContent, relationTo } from '../../policy/blocks';
import type { FollowPosition } from '../../storage/follows-store';
import { idString, toNumber } from '../../storage/row-mapping';
import { action } from '../define';
import { presentSearchUsers } from '../search/present-search-users';

type Options = z.output<typeof resourceSchemas.UserFollowersResource.get>;

const isFollowPosition = (value: unknown): value is FollowPosition =>
  typeof value === 'object' &&
  value !== null &&
  fitsIntegerColumn((value as { at?: unknown }).at, 'bigint') &&
  isStorableId((value as { id?: unknown }).id);

async function followListPage(
  ctx: RequestContext,
  options: Options,
  side: 'followers' | 'following',
) {
  const { stores } = ctx.app;
  const user = await stores.users.shownByUsername(options.username);
  if (!user || hidesContent(await relationTo(stores, ctx.viewerId, user.id))) {
    throw notFound('That user');
  }
  const limit = options.page_size ?? FOLLOWERS_PAGE_SIZE;
  const rows = await stores.follows.followList(idString(user.id), side, {
    limit: limit + 1,
    after: decodeBookmark(options.bookmarks, isFollowPosition),
    apart: await countsViewer(stores, ctx.viewerId),
  });
  const page = pageOf(rows, limit, (last) => ({
    at: toNumber(last.followed_at),
    id: idString(last.id),
  }));
  return { data: await presentSearchUsers(ctx, page.rows), bookmark: page.bookmark };
}

export const UserFollowersResource = {
  get: action(resourceSchemas.UserFollowersResource.get, (ctx, options) =>
    followListPage(ctx, options, 'followers'),
  ),
};

export const UserFollowingResource = {
  get: action(resourceSchemas.UserFollowingResource.get, (ctx, options) =>
    followListPage(ctx, options, 'following'),
  ),
};
