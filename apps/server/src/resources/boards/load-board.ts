// Shared by the board resources: find a board by id or by owner + slug, visible to the viewer.
import type { RequestContext } from '../../app/context';
import { notFound } from '../../http/errors';
import { canViewBoard } from '../../policy/visibility';
import type { BoardRow } from '../../storage/boards-store';
import { idString } from '../../storage/row-mapping';
import type { UserRow } from '../../storage/users-store';

export async function loadVisibleBoard(
  ctx: RequestContext,
  key: { board_id: string } | { username: string; slug: string },
): Promise<{ board: BoardRow; owner: UserRow }> {
  const { stores } = ctx.app;
  let board: BoardRow | undefined;
  let owner: UserRow | undefined;
  if ('board_id' in key) {
    board = await stores.boards.byId(key.board_id);
    owner = board ? await stores.users.byId(idString(board.owner_id)) : undefined;
  } else {
    owner = await stores.users.shownByUsername(key.username);
    board = owner ? await stores.boards.byOwnerSlug(idString(owner.id), key.slug) : undefined;
  }
  // A secret board of someone else is `not_found`, never `forbidden` (docs/API.md §1).
  if (!board || !owner || !(await canViewBoard(stores, board, ctx.viewerId))) {
    throw notFound('That board');
  }
  return { board, owner };
}
