// BoardSectionResource create (docs/API.md §3): the board's owner or a collaborator adds a section;
// its title is unique on the board (case-insensitive, else conflict) and its slug too.
import { canOrganizeBoard, SAVING_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, notFound } from '../http/errors';
import { boardAccess } from '../policy/board-access';
import type { SectionRow } from '../storage/boards-store';
import { inTransaction, isUniqueViolation } from '../storage/transaction';
import { freeSectionSlug } from './board-slugs';
import { enforce, type Actor } from './enforce';

export async function createSection(
  app: AppContext,
  actor: Actor,
  input: { boardId: string; title: string },
): Promise<SectionRow> {
  try {
    return await inTransaction(app.storage, async (stores) => {
      const board = await stores.boards.byId(input.boardId);
      if (!board) throw notFound('That board');
      enforce(canOrganizeBoard(await boardAccess(stores, board, actor.id)), {
        notFound: SAVING_ERRORS.boardNotFound,
        forbidden: SAVING_ERRORS.organizeBoard,
      });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (await stores.boardWrites.sectionByTitle(input.boardId, input.title)) break;
        const id = await stores.boardWrites.insertSection({
          board_id: input.boardId,
          title: input.title,
          slug: await freeSectionSlug(stores, input.boardId, input.title),
          created_at: app.now(),
        });
        if (id !== null) return (await stores.boardWrites.section(id))!;
      }
      throw new AppError('conflict', SAVING_ERRORS.sectionTitleTaken);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', SAVING_ERRORS.sectionTitleTaken);
    throw error;
  }
}
