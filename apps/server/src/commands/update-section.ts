// BoardSectionResource update (docs/API.md §3): the board's owner or a collaborator renames a
// section; its slug follows the title, and the title stays unique on the board.
import { canOrganizeBoard, SAVING_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import type { SectionRow } from '../storage/boards-store';
import { inTransaction, isUniqueViolation } from '../storage/transaction';
import { freeSectionSlug } from './board-slugs';
import { enforce, type Actor } from './enforce';
import { loadSection } from './delete-section';

export async function updateSection(
  app: AppContext,
  actor: Actor,
  input: { sectionId: string; boardId: string | null; title: string },
): Promise<SectionRow> {
  try {
    return await inTransaction(app.storage, async (stores) => {
      const { section, access } = await loadSection(stores, actor, input);
      enforce(canOrganizeBoard(access), {
        notFound: SAVING_ERRORS.sectionNotFound,
        forbidden: SAVING_ERRORS.organizeBoard,
      });
      const boardId = String(section.board_id);
      const sectionId = String(section.id);
      if (await stores.boardWrites.sectionByTitle(boardId, input.title, sectionId)) {
        throw new AppError('conflict', SAVING_ERRORS.sectionTitleTaken);
      }
      const slug = await freeSectionSlug(stores, boardId, input.title, section.slug);
      await stores.boardWrites.renameSection(sectionId, input.title, slug);
      return { ...section, title: input.title, slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', SAVING_ERRORS.sectionTitleTaken);
    throw error;
  }
}
