// `BaseSearchResource get {query, scope, bookmarks?, page_size?}` (docs/API.md §3 "Discovery and
// feedback"): one page of pins, boards or people, best match first, keyset-paged on
// (score, id). What each scope finds: packages/domain search-scopes.ts and
// docs/ARCHITECTURE.md "Search". A query with no letter or digit finds nothing.
import { resourceSchemas, type ResourceAnswer } from '@corkboard/contracts';
import {
  BOOKMARK_END,
  fitsIntegerColumn,
  isStorableId,
  PAGE_SIZE_DEFAULT,
  parseSearchQuery,
  SEARCH_SCOPE_RULES,
} from '@corkboard/domain';
import { hydratePins, hydrateRecommendable } from '../../feeds/hydrate-pins';
import { decodeBookmark, pageOf } from '../../http/bookmarks';
import { unauthorized } from '../../http/errors';
import { idString } from '../../storage/row-mapping';
import type { Scored, SearchCursor } from '../../storage/search-store';
import { action, type ActionResult } from '../define';
import { presentBoards } from '../boards/present-boards';
import { presentSearchUsers } from './present-search-users';

const isSearchCursor = (value: unknown): value is SearchCursor => {
  if (typeof value !== 'object' || value === null) return false;
  const { score, id } = value as { score?: unknown; id?: unknown };
  return fitsIntegerColumn(score, 'bigint') && isStorableId(id);
};

const cursorOf = (last: Scored<{ id: number | string }>): SearchCursor => ({
  score: last.score,
  id: idString(last.row.id),
});

export const BaseSearchResource = {
  get: action(resourceSchemas.BaseSearchResource.get, async (ctx, options) => {
    const rule = SEARCH_SCOPE_RULES[options.scope];
    if (rule.signedIn && !ctx.viewerId) throw unauthorized();
    const after = decodeBookmark(options.bookmarks, isSearchCursor);
    const terms = parseSearchQuery(options.query);
    if (terms.terms.length === 0) return { data: [], bookmark: BOOKMARK_END };
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const page = { limit: limit + 1, after, viewerId: ctx.viewerId };
    const { search, users } = ctx.app.stores;

    let result: ActionResult<ResourceAnswer<'BaseSearchResource', 'get'>>;
    if (rule.kind === 'boards') {
      const { rows, bookmark } = pageOf(await search.boards(terms, page), limit, cursorOf);
      const boards = rows.map((r) => r.row);
      const owners = await users.byIds(boards.map((b) => idString(b.owner_id)));
      result = { data: await presentBoards(ctx, boards, owners), bookmark };
    } else if (rule.kind === 'users') {
      const { rows, bookmark } = pageOf(await search.users(terms, page), limit, cursorOf);
      result = {
        data: await presentSearchUsers(
          ctx,
          rows.map((r) => r.row),
        ),
        bookmark,
      };
    } else {
      const found = await search.pins(terms, rule.pins ?? 'originals', page);
      const { rows, bookmark } = pageOf(found, limit, cursorOf);
      // The viewer's own scopes (those that need a session) find all they hold; the others
      // recommend, so a deleted idea pin is left out.
      const hydrate = rule.signedIn ? hydratePins : hydrateRecommendable;
      result = {
        data: await hydrate(
          ctx,
          rows.map((r) => r.row),
        ),
        bookmark,
      };
    }
    return result;
  }),
};
