// Follow and unfollow a board (`PUT|DELETE /v3/boards/{board_id}/follow/`). Both idempotent.
// A board the viewer may not see (secret, or a block with its owner) is `not_found`; the owner
// does not follow their own board.
import { SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { canViewBoard } from '../policy/visibility';
import type { BoardRow } from '../storage/boards-store';
import { idString } from '../storage/row-mapping';

async function visibleBoard(app: AppContext, viewerId: string, boardId: string) {
  const board = await app.stores.boards.byId(boardId);
  if (!board || !(await canViewBoard(app.stores, board, viewerId))) {
    throw new AppError('not_found', SOCIAL_ERRORS.boardNotFound);
  }
  return board;
}

export async function followBoard(
  app: AppContext,
  viewerId: string,
  boardId: string,
): Promise<BoardRow> {
  const board = await visibleBoard(app, viewerId, boardId);
  if (idString(board.owner_id) === viewerId) throw invalid(SOCIAL_ERRORS.followOwnBoard);
  await app.stores.follows.followBoard(viewerId, idString(board.id), app.now());
  return board;
}

export async function unfollowBoard(
  app: AppContext,
  viewerId: string,
  boardId: string,
): Promise<BoardRow> {
  const board = await visibleBoard(app, viewerId, boardId);
  await app.stores.follows.unfollowBoard(viewerId, idString(board.id));
  return board;
}
