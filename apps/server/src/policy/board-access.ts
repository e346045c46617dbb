// Loads what the domain's board-access rule (packages/domain saving/board-access.ts) decides
// on: the viewer's role on a board, whether the board (or one of its pins) is visible to them,
// and whether it is the quick-saves board. Works over any stores, transaction-bound ones
// included.
import { boardRoleOf, isQuickSavesLayout, type BoardAccess } from '@corkboard/domain';
import type { BoardRow } from '../storage/boards-store';
import type { PinRow } from '../storage/pins-store';
import { idString } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import { canViewBoard, canViewPin } from './visibility';

export async function boardAccess(
  stores: Stores,
  board: BoardRow,
  viewerId: string | null,
  pin?: PinRow,
): Promise<BoardAccess> {
  const ownerId = idString(board.owner_id);
  const membership =
    viewerId !== null && viewerId !== ownerId
      ? await stores.collaborators.membership(idString(board.id), viewerId)
      : undefined;
  const visible = pin
    ? await canViewPin(stores, pin, board, viewerId)
    : await canViewBoard(stores, board, viewerId);
  return {
    signedIn: viewerId !== null,
    visible,
    role: boardRoleOf(viewerId, ownerId, membership?.status),
    quickSaves: isQuickSavesLayout(board.layout),
  };
}
