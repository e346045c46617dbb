// PinResource delete (docs/API.md §3; spec 000 §4, req 000-4.03: "Unsave goes saved -> deleting ->
// undefined"; req 002-7.09): the pin's pinner or its board's owner deletes it; collaborators delete
// only their own. Saves of it by others stay: the oldest becomes the new original
// (pin-writes-store.ts).
import { canDeletePin, SAVING_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { notFound } from '../http/errors';
import { boardAccess } from '../policy/board-access';
import { idString } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';
import { enforce, type Actor } from './enforce';

export function deletePin(app: AppContext, actor: Actor, pinId: string): Promise<void> {
  return inTransaction(app.storage, async (stores) => {
    const pin = await stores.pins.byId(pinId);
    const board = pin ? await stores.boards.byId(idString(pin.board_id)) : undefined;
    if (!pin || !board) throw notFound('That Pin');
    const access = await boardAccess(stores, board, actor.id, pin);
    enforce(canDeletePin(access, { isPinner: idString(pin.pinner_id) === actor.id }), {
      notFound: SAVING_ERRORS.pinNotFound,
      forbidden: SAVING_ERRORS.deleteOthersPin,
    });
    await stores.pinWrites.delete([pinId]);
  });
}
