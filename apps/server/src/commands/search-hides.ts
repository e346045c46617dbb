// Hide a pin from the viewer's search results and undo it (`PUT /v3/search/{pin_id}/hide/`
// and `/unhide/`, req 000-7.12). Both idempotent. A pin the viewer may not see (someone else's
// secret board, a block) is `not_found`, so a hide tells nothing about hidden pins; the hide
// applies to every search of the viewer, whatever query it came from.
import type { SearchHideState } from '@corkboard/contracts';
import { SAVING_ERRORS, type HideReason } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import { canViewPin } from '../policy/visibility';
import { idString } from '../storage/row-mapping';

/** What the client said, as text PostgreSQL can store (no NUL) and logs can show. */
const recorded = (text: string) =>
  [...text]
    .map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' ? ' ' : c))
    .join('')
    .trim();

async function visiblePinId(app: AppContext, viewerId: string, pinId: string): Promise<string> {
  const pin = await app.stores.pins.byId(pinId);
  const board = pin ? await app.stores.boards.byId(idString(pin.board_id)) : undefined;
  if (!pin || !board || !(await canViewPin(app.stores, pin, board, viewerId))) {
    throw new AppError('not_found', SAVING_ERRORS.pinNotFound);
  }
  return idString(pin.id);
}

export async function hideFromSearch(
  app: AppContext,
  viewerId: string,
  pinId: string,
  input: {
    query?: string | undefined;
    pin_type?: string | number | undefined;
    reason?: HideReason | undefined;
  },
): Promise<SearchHideState> {
  const id = await visiblePinId(app, viewerId, pinId);
  await app.stores.search.hide({
    userId: viewerId,
    pinId: id,
    query: recorded(input.query ?? ''),
    pinType: input.pin_type === undefined ? null : recorded(String(input.pin_type)),
    reason: input.reason ?? null,
    at: app.now(),
  });
  return { pin_id: id, hidden: true };
}

export async function unhideFromSearch(
  app: AppContext,
  viewerId: string,
  pinId: string,
): Promise<SearchHideState> {
  const id = await visiblePinId(app, viewerId, pinId);
  await app.stores.search.unhide(viewerId, id);
  return { pin_id: id, hidden: false };
}
