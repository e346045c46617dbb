// BoardResource create (docs/API.md §3; spec 002 §5, §7, reqs 002-5.12, 002-7.01: name at most 50
// characters): a board of the viewer, its slug unique among their boards. A name they already
// use (case-insensitive) is a conflict, or with `return_existing` that board.
// `layout: quick_saves` asks for the quick-saves board (req 002-7.02 "BoardResource create
// (quick save)"), of which there is one per user.
import { SAVING_ERRORS, type BoardLayout, type BoardPrivacy } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import type { BoardRow } from '../storage/boards-store';
import { inTransaction, isUniqueViolation } from '../storage/transaction';
import { freeBoardSlug } from './board-slugs';
import type { Actor } from './enforce';
import { ensureQuickSavesBoard } from './quick-saves-board';

export interface NewBoardInput {
  name: string;
  privacy: BoardPrivacy;
  description: string;
  layout: BoardLayout;
  returnExisting: boolean;
}

export async function createBoard(
  app: AppContext,
  actor: Actor,
  input: NewBoardInput,
): Promise<{ board: BoardRow; created: boolean }> {
  try {
    return await inTransaction(app.storage, async (stores) => {
      const at = app.now();
      if (input.layout === 'quick_saves') {
        const found = await ensureQuickSavesBoard(stores, actor.id, at, input.privacy);
        if (!found.created && !input.returnExisting) {
          throw new AppError('conflict', SAVING_ERRORS.quickSavesExists);
        }
        return found;
      }
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const existing = await stores.boardWrites.byOwnerName(actor.id, input.name);
        if (existing) {
          if (input.returnExisting) return { board: existing, created: false };
          throw new AppError('conflict', SAVING_ERRORS.boardNameTaken);
        }
        const id = await stores.boardWrites.insert({
          owner_id: actor.id,
          name: input.name,
          slug: await freeBoardSlug(stores, actor.id, input.name),
          description: input.description,
          privacy: input.privacy,
          layout: input.layout,
          created_at: at,
          last_pinned_at: at,
        });
        if (id !== null) return { board: (await stores.boards.byId(id))!, created: true };
      }
      throw new AppError('conflict', SAVING_ERRORS.boardNameTaken);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', SAVING_ERRORS.boardNameTaken);
    throw error;
  }
}
