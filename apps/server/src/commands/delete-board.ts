// BoardResource delete (docs/API.md §3): the owner deletes a board with its pins and sections;
// collaborators are forbidden (the issue: "cannot delete the board"). The quick-saves board is
// the profile and is never deleted (decided): its pins are deleted one by one or in bulk.
import { canDeleteBoard, SAVING_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { notFound } from '../http/errors';
import { boardAccess } from '../policy/board-access';
import { inTransaction } from '../storage/transaction';
import { enforce, type Actor } from './enforce';

export function deleteBoard(app: AppContext, actor: Actor, boardId: string): Promise<void> {
  return inTransaction(app.storage, async (stores) => {
    const board = await stores.boards.byId(boardId);
    if (!board) throw notFound('That board');
    const access = await boardAccess(stores, board, actor.id);
    enforce(canDeleteBoard(access), {
      notFound: SAVING_ERRORS.boardNotFound,
      forbidden:
        access.role === 'owner' ? SAVING_ERRORS.deleteQuickSaves : SAVING_ERRORS.deleteBoard,
    });
    await stores.boardWrites.delete(boardId);
  });
}
