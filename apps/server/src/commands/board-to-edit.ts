// The board a change of its own settings (name, privacy, custom position) is about: it must
// exist, be visible to the actor, and be theirs (the domain's board-access rule, canEditBoard).
import { canEditBoard, SAVING_ERRORS } from '@corkboard/domain';
import { notFound } from '../http/errors';
import { boardAccess } from '../policy/board-access';
import type { BoardRow } from '../storage/boards-store';
import type { Stores } from '../storage/stores';
import { enforce, type Actor } from './enforce';

export async function boardToEdit(
  stores: Stores,
  boardId: string,
  actor: Actor,
): Promise<BoardRow> {
  const board = await stores.boards.byId(boardId);
  if (!board) throw notFound('That board');
  enforce(canEditBoard(await boardAccess(stores, board, actor.id)), {
    notFound: SAVING_ERRORS.boardNotFound,
    forbidden: SAVING_ERRORS.editBoard,
  });
  return board;
}
