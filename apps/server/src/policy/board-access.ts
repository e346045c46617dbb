// Loads what board-permissions.ts decides on: the viewer's role on a board and whether the
// board (or one of its pins) is visible to them. Works over any stores, transaction-bound ones
// included.
import type { BoardRow } from '../storage/boards-store';
import type { PinRow } from '../storage/pins-store';
import { idString } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import type { BoardAccess } from './board-permissions';
import { boardRole } from './collaboration';
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
  return { signedIn: viewerId !== null, visible, role: boardRole(viewerId, ownerId, membership) };
}
