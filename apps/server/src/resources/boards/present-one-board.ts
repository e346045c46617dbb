// One board in the full Board shape of docs/API.md §2, with its sections, as BoardResource get
// answers it; used by the board writes to answer the board as it now is.
import type { Board } from '@corkboard/contracts';
import type { RequestContext } from '../../app/context';
import { notFound } from '../../http/errors';
import type { BoardRow } from '../../storage/boards-store';
import { idString } from '../../storage/row-mapping';
import type { UserRow } from '../../storage/users-store';
import { presentBoards } from './present-boards';

export async function presentOneBoard(ctx: RequestContext, boardId: string): Promise<Board> {
  const { stores } = ctx.app;
  const board = await stores.boards.byId(boardId);
  const owner = board ? await stores.users.byId(idString(board.owner_id)) : undefined;
  if (!board || !owner) throw notFound('That board');
  return presentLoadedBoard(ctx, board, owner);
}

/** A board already loaded with its owner, with its sections. */
export async function presentLoadedBoard(
  ctx: RequestContext,
  board: BoardRow,
  owner: UserRow,
): Promise<Board> {
  const [presented] = await presentBoards(ctx, [board], new Map([[idString(owner.id), owner]]), {
    withSections: true,
  });
  if (!presented) throw notFound('That board');
  return presented;
}
