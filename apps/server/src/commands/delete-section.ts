// BoardSectionResource delete (docs/API.md §3): the board's owner or a collaborator deletes a
// section; its pins stay on the board, outside any section.
import { canOrganizeBoard, SAVING_ERRORS, type BoardAccess } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { notFound } from '../http/errors';
import { boardAccess } from '../policy/board-access';
import type { SectionRow } from '../storage/boards-store';
import { idString } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import { inTransaction } from '../storage/transaction';
import { enforce, type Actor } from './enforce';

/** A section with the viewer's access to its board; `boardId`, when given, must be its board. */
export async function loadSection(
  stores: Stores,
  actor: Actor,
  input: { sectionId: string; boardId: string | null },
): Promise<{ section: SectionRow; access: BoardAccess }> {
  const section = await stores.boardWrites.section(input.sectionId);
  const board = section ? await stores.boards.byId(idString(section.board_id)) : undefined;
  if (!section || !board || (input.boardId !== null && input.boardId !== idString(board.id))) {
    throw notFound('That section');
  }
  return { section, access: await boardAccess(stores, board, actor.id) };
}

export function deleteSection(
  app: AppContext,
  actor: Actor,
  input: { sectionId: string; boardId: string | null },
): Promise<void> {
  return inTransaction(app.storage, async (stores) => {
    const { section, access } = await loadSection(stores, actor, input);
    enforce(canOrganizeBoard(access), {
      notFound: SAVING_ERRORS.sectionNotFound,
      forbidden: SAVING_ERRORS.organizeBoard,
    });
    await stores.boardWrites.deleteSection(idString(section.id));
  });
}
