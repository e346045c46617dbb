// The profile's custom board order (the "custom" sort of spec 002 §3, req 002-3.04; drag to
// reorder): the owner moves one board to just before another of theirs, or to the end. Positions
// are renumbered 1..n in the owner's current order and only boards whose position changed are
// written, so a drag costs a few updates, not one per board.
import { moveBoardBefore, SAVING_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import { idString } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';
import { boardToEdit } from './board-to-edit';
import type { Actor } from './enforce';

export async function moveBoard(
  app: AppContext,
  actor: Actor,
  boardId: string,
  beforeBoardId: string | null,
): Promise<void> {
  await inTransaction(app.storage, async (stores) => {
    const board = await boardToEdit(stores, boardId, actor);
    const ownerId = idString(board.owner_id);
    const current = await stores.boardWrites.customOrderOf(ownerId);
    if (beforeBoardId !== null && (beforeBoardId === boardId || !current.includes(beforeBoardId))) {
      throw new AppError('invalid_parameters', SAVING_ERRORS.moveBoardTarget);
    }
    const next = moveBoardBefore(current, boardId, beforeBoardId);
    const changed = next
      .map((id, index): [string, number] => [id, index + 1])
      .filter(([id, position]) => current[position - 1] !== id);
    await stores.boardWrites.setSortIndexes(ownerId, changed);
  });
}
