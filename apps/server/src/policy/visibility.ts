// Who may see a board and its pins (DESIGN.md §5): a secret board is visible only to its owner
// and accepted collaborators, and is `not_found` to everyone else on every path.
import type { BoardRow } from '../storage/boards-store';
import { idString } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';

export async function canViewBoard(
  stores: Stores,
  board: BoardRow,
  viewerId: string | null,
): Promise<boolean> {
  if (board.privacy !== 'secret') return true;
  if (!viewerId) return false;
  if (idString(board.owner_id) === viewerId) return true;
  const collabs = await stores.boards.collaborations(viewerId, [idString(board.id)]);
  return collabs.size > 0;
}

export async function collaboratesOn(
  stores: Stores,
  board: BoardRow,
  viewerId: string | null,
): Promise<boolean> {
  if (!viewerId) return false;
  return (await stores.boards.collaborations(viewerId, [idString(board.id)])).size > 0;
}
