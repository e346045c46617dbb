// A user's boards (spec 002 §3 sort orders and filters, reqs 002-3.03, 002-3.04), keyset-paged,
// page size 25 (req 002-7.05).
import { resourceSchemas } from '@corkboard/contracts';
import { BOARDS_PAGE_SIZE, fitsIntegerColumn, isStorableId } from '@corkboard/domain';
import { decodeBookmark, pageOf } from '../../http/bookmarks';
import { notFound } from '../../http/errors';
import { hidesContent, relationTo } from '../../policy/blocks';
import {
  ORDER_SPECS,
  type BoardCursor,
  type BoardOrder,
  type BoardPrivacyFilter,
} from '../../storage/boards-store';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';
import { presentBoards } from './present-boards';

/** `[key, id]`, the key of the type the order's column has (a bookmark of another order fails). */
const boardCursorFor =
  (order: BoardOrder) =>
  (value: unknown): value is BoardCursor => {
    if (!Array.isArray(value) || value.length !== 2 || !isStorableId(value[1])) return false;
    const { column } = ORDER_SPECS[order];
    return column === 'text' ? typeof value[0] === 'string' : fitsIntegerColumn(value[0], column);
  };

const FILTERS: Record<string, BoardPrivacyFilter> = {
  NONE: 'NONE',
  GROUP: 'GROUP',
  SECRET: 'SECRET',
  ARCHIVED: 'ARCHIVED',
  all: 'NONE',
  public: 'NONE',
  secret: 'SECRET',
};

export const BoardsResource = {
  get: action(resourceSchemas.BoardsResource.get, async (ctx, options) => {
    const { stores } = ctx.app;
    const owner = await stores.users.shownByUsername(options.username);
    if (!owner || hidesContent(await relationTo(stores, ctx.viewerId, owner.id))) {
      throw notFound('That user');
    }
    const order = options.board_order ?? 'last_pinned_to';
    const limit = options.page_size ?? BOARDS_PAGE_SIZE;
    const rows = await stores.boards.listForOwner({
      ownerId: idString(owner.id),
      viewerId: ctx.viewerId,
      order,
      filter: FILTERS[options.privacy_filter ?? 'NONE'] ?? 'NONE',
      includeArchived: options.include_archived ?? false,
      limit: limit + 1,
      after: decodeBookmark(options.bookmarks, boardCursorFor(order)),
    });
    const page = pageOf(rows, limit, (last) => [ORDER_SPECS[order].value(last), idString(last.id)]);
    // Group boards the user joined belong to other owners.
    const others = [...new Set(page.rows.map((b) => idString(b.owner_id)))].filter(
      (id) => id !== idString(owner.id),
    );
    const owners = others.length > 0 ? await stores.users.byIds(others) : new Map();
    owners.set(idString(owner.id), owner);
    const data = await presentBoards(ctx, page.rows, owners);
    return { data, bookmark: page.bookmark };
  }),
};
