// BoardResource update (docs/API.md §3): the owner renames, describes or changes the privacy of a
// board; collaborators are forbidden. A new name moves the board to a new slug (its URL follows
// its name). A privacy change rewrites `pins.board_privacy` of the board's pins in the same
// transaction, so feeds that filter on it hide or show them at once.
import { SAVING_ERRORS, type BoardPrivacy } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import type { BoardPatch } from '../storage/board-writes-store';
import { idString } from '../storage/row-mapping';
import { inTransaction, isUniqueViolation } from '../storage/transaction';
import { freeBoardSlug } from './board-slugs';
import { boardToEdit } from './board-to-edit';
import type { Actor } from './enforce';

export interface BoardChanges {
  name?: string | undefined;
  description?: string | undefined;
  privacy?: BoardPrivacy | undefined;
}

export async function updateBoard(
  app: AppContext,
  actor: Actor,
  boardId: string,
  changes: BoardChanges,
): Promise<void> {
  try {
    await inTransaction(app.storage, async (stores) => {
      const board = await boardToEdit(stores, boardId, actor);
      const ownerId = idString(board.owner_id);
      const patch: BoardPatch = {};
      if (changes.name !== undefined && changes.name !== board.name) {
        const same = await stores.boardWrites.byOwnerName(ownerId, changes.name);
        if (same && idString(same.id) !== boardId) {
          throw new AppError('conflict', SAVING_ERRORS.boardNameTaken);
        }
        patch.name = changes.name;
        patch.slug = await freeBoardSlug(stores, ownerId, changes.name, board.slug);
      }
      if (changes.description !== undefined) patch.description = changes.description;
      if (changes.privacy !== undefined && changes.privacy !== board.privacy) {
        patch.privacy = changes.privacy;
        await stores.pinWrites.setBoardPrivacy(boardId, changes.privacy);
      }
      await stores.boardWrites.update(boardId, patch);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', SAVING_ERRORS.boardNameTaken);
    throw error;
  }
}
