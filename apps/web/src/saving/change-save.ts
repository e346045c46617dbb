// "Change" on the save toast (issue 13): the board picker opens in place, over where the toast
// was, and the pick moves the save there (PinResource update of the saved copy), with a
// board created in the picker too. The profile is not a board one can move to by id: a move to
// the profile saves the pin there and deletes the earlier copy. The repin edit page moves a save
// through the same moveSavedPin.
import type { QueryClient } from '@tanstack/react-query';
import type { Me, Pin, RepinResult } from '@corkboard/contracts';
import { boardDisplayName, isQuickSave, movedToBoard, savedInfoAfterSave } from '@corkboard/domain';
import { postResource } from '../api/client';
import { openPicker, showToast, type SaveTarget } from './overlays';
import { replaceCachedPin, updateCachedPins } from './pin-cache';
import { applyDelete, applySave, saveErrorMessage } from './save-runtime';

export interface SaveMove {
  savedPinId: string;
  /** The pin that was saved, whose saved_info follows the move; null when unknown. */
  originalPinId: string | null;
  boardId: string;
  sectionId: string | null;
}

/** Moves a saved copy to another board (or section) and updates what shows it. */
export async function moveSavedPin(queryClient: QueryClient, move: SaveMove): Promise<Pin> {
  const updated = await postResource('PinResource', 'update', {
    id: move.savedPinId,
    board_id: move.boardId,
    section: move.sectionId,
  });
  replaceCachedPin(queryClient, updated);
  if (move.originalPinId) {
    const info = savedInfoAfterSave({ id: move.savedPinId, board: updated.board });
    updateCachedPins(queryClient, [move.originalPinId], (p) => ({ ...p, saved_info: info }));
  }
  void queryClient.invalidateQueries({ queryKey: ['resource', 'BoardFeedResource'] });
  void queryClient.invalidateQueries({ queryKey: ['resource', 'BoardsResource'] });
  return updated;
}

/** Where a board shows as the destination of a move: its name, or 'Profile'. */
export function movedToText(board: Pick<Pin['board'], 'layout' | 'name'>): string {
  return movedToBoard(boardDisplayName(board));
}

async function moveSave(
  queryClient: QueryClient,
  viewer: Me,
  originalPinId: string,
  saved: RepinResult,
  target: SaveTarget,
): Promise<void> {
  try {
    if (target.boardId !== null) {
      const updated = await moveSavedPin(queryClient, {
        savedPinId: saved.id,
        originalPinId,
        boardId: target.boardId,
        sectionId: target.sectionId ?? null,
      });
      showToast({ text: movedToText(updated.board) });
      return;
    }
    if (isQuickSave(saved.board)) return;
    const answer = await postResource('RepinResource', 'create', { pin_id: originalPinId });
    applySave(queryClient, viewer, originalPinId, answer);
    await postResource('PinResource', 'delete', { id: saved.id });
    applyDelete(queryClient, viewer, [], saved.id, saved.board.id);
    showToast({ text: movedToText(answer.board) });
  } catch (error) {
    showToast({ text: saveErrorMessage(error), tone: 'error' });
  }
}

/** The toast's Change: the picker over `anchor`, and the move on a pick. */
export function changeSave(
  queryClient: QueryClient,
  viewer: Me,
  originalPinId: string,
  saved: RepinResult,
  anchor: HTMLElement,
): void {
  openPicker({
    pinId: originalPinId,
    anchor,
    onPick: (target) => void moveSave(queryClient, viewer, originalPinId, saved, target),
  });
}
