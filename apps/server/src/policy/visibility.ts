// Who may see a board and its pins (docs/DESIGN.md §5): a secret board is visible only to its owner
// and accepted collaborators, and is `not_found` to everyone else on every path. A block
// between the viewer and the board's owner (or a pin's pinner or origin pinner) hides them
// too (policy/blocks.ts).
import type { BoardRow } from '../storage/boards-store';
import type { PinRow } from '../storage/pins-store';
import { idString } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import { hidesContent, pinHiddenByBlocks, relationTo, separatedFrom } from './blocks';

export async function canViewBoard(
  stores: Stores,
  board: BoardRow,
  viewerId: string | null,
): Promise<boolean> {
  if (!(await privacyAllows(stores, board, viewerId))) return false;
  return !hidesContent(await relationTo(stores, viewerId, board.owner_id));
}

/** A pin: its board's privacy, and no block with its board owner, pinner or origin pinner. */
export async function canViewPin(
  stores: Stores,
  pin: PinRow,
  board: BoardRow,
  viewerId: string | null,
): Promise<boolean> {
  if (!(await privacyAllows(stores, board, viewerId))) return false;
  if (!viewerId) return true;
  const origin =
    pin.origin_pin_id === null ? undefined : await stores.pins.byId(idString(pin.origin_pin_id));
  const parties = [board.owner_id, pin.pinner_id, origin?.pinner_id ?? null].map((id) =>
    id === null ? null : idString(id),
  );
  return !pinHiddenByBlocks(parties, await separatedFrom(stores, viewerId, parties));
}

async function privacyAllows(
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
