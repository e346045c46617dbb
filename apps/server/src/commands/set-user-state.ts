// UserStateResource create (docs/API.md §3; reqs 000-7.06, 002-7.14): stores one of the known
// states for the viewer. QUICK_SAVES_BOARD_ID may only name the viewer's quick-saves board, which
// the server records itself when it creates that board; a client writing it only confirms it.
import { QUICK_SAVES_STATE, SAVING_ERRORS, type UserStateName } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { invalid } from '../http/errors';
import { idString } from '../storage/row-mapping';
import type { Actor } from './enforce';

export async function setUserState(
  app: AppContext,
  actor: Actor,
  state: UserStateName,
  value: string,
): Promise<void> {
  const { stores } = app;
  if (state === QUICK_SAVES_STATE) {
    const board = await stores.boardWrites.quickSavesOf(actor.id);
    if (!board || idString(board.id) !== value) throw invalid(SAVING_ERRORS.stateValueQuickSaves);
  }
  await stores.userStates.set(actor.id, state, value, app.now());
}
