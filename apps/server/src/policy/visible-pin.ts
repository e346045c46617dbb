// A pin the viewer may see, or `not_found` (never `forbidden`): its board's privacy and no
// block with any of its parties (policy/visibility.ts canViewPin).
import { DISCOVERY_ERRORS } from '@corkboard/domain';
import { AppError } from '../http/errors';
import type { PinRow } from '../storage/pins-store';
import { idString } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import { canViewPin } from './visibility';

export async function visiblePin(
  stores: Stores,
  pinId: string,
  viewerId: string | null,
): Promise<PinRow> {
  const row = await stores.pins.byId(pinId);
  const board = row ? await stores.boards.byId(idString(row.board_id)) : undefined;
  if (!row || !board || !(await canViewPin(stores, row, board, viewerId))) {
    throw new AppError('not_found', DISCOVERY_ERRORS.pinNotFound);
  }
  return row;
}

/** The original a pin saves (or the pin itself): hides and feedback are kept on it. */
export const rootIdOf = (pin: PinRow): string => idString(pin.origin_pin_id ?? pin.id);
