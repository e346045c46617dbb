// BulkEditResource delete (docs/API.md §3; spec 002 §7, req 002-7.10): up to 250 pins of one board
// (and, when `section_id` is given, of that section), all or nothing. The board's owner deletes any
// of them; a collaborator only their own; anyone else is forbidden (a board they may not see is
// not_found). A pin a block hides from the viewer (its pinner or the pinner of the original it
// saves) is, to them, not on the board: `invalid_parameters` naming it, as for any id that is not
// there, so the answer tells nothing a nonexistent id would not.
import { canDeletePin, pinNotOnBoard, SAVING_ERRORS, type Decision } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { invalid, notFound } from '../http/errors';
import { boardAccess } from '../policy/board-access';
import { pinHiddenByBlocks, separatedFrom } from '../policy/blocks';
import type { PlacedPin } from '../storage/pin-writes-store';
import { idString } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';
import { enforce, type Actor } from './enforce';

export function bulkDeletePins(
  app: AppContext,
  actor: Actor,
  input: { boardId: string; sectionId: string | null; pinIds: string[] },
): Promise<string[]> {
  const pinIds = [...new Set(input.pinIds)];
  return inTransaction(app.storage, async (stores) => {
    const board = await stores.boards.byId(input.boardId);
    if (!board) throw notFound('That board');
    const access = await boardAccess(stores, board, actor.id);
    if (!access.visible) throw notFound('That board');
    if (input.sectionId !== null) {
      const section = await stores.boardWrites.section(input.sectionId);
      if (!section || idString(section.board_id) !== input.boardId) {
        throw invalid(SAVING_ERRORS.sectionIdNotOnBoard);
      }
    }
    const placed = await stores.pinWrites.placedOn(input.boardId, pinIds);
    const partiesOf = (pin: PlacedPin) => [pin.pinner_id, pin.origin_pinner_id];
    const separated = await separatedFrom(
      stores,
      actor.id,
      [...placed.values()].flatMap(partiesOf),
    );
    let decision: Decision = 'ok';
    for (const id of pinIds) {
      const pin = placed.get(id);
      const seen = pin !== undefined && !pinHiddenByBlocks(partiesOf(pin), separated);
      if (!pin || !seen || (input.sectionId !== null && pin.section_id !== input.sectionId)) {
        throw invalid(pinNotOnBoard(id, input.sectionId !== null));
      }
      const verdict = canDeletePin(access, { isPinner: pin.pinner_id === actor.id });
      if (verdict !== 'ok') decision = verdict;
    }
    enforce(decision, {
      notFound: SAVING_ERRORS.boardNotFound,
      forbidden: SAVING_ERRORS.deleteOthersPin,
    });
    await stores.pinWrites.delete(pinIds);
    return pinIds;
  });
}
