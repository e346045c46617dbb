// What a Save does for a signed-in user (spec 002 §3, req 002-3.06: "save_behavior (0 = save to
// profile, 1 = show board picker)"; §5, req 002-5.13: "Save behaviour options are shown to
// signed-in users with fewer than 5 boards"; §6, req 002-6.05: "Owners save to their own
// profile. Save behaviour for others depends on has_quicksave_board and the experiment
// profile_saves_for_all").
import { SAVE_BEHAVIOR, SAVE_BEHAVIOR_BOARD_THRESHOLD } from '../limits';

/** quickSave: RepinResource create with no board (the profile); boardPicker: choose first. */
export type SaveFlow = 'quickSave' | 'boardPicker';

export function saveFlow(input: { saveBehavior: number; isPinOwner: boolean }): SaveFlow {
  if (input.isPinOwner) return 'quickSave';
  return input.saveBehavior === SAVE_BEHAVIOR.showBoardPicker ? 'boardPicker' : 'quickSave';
}

/** "Save behaviour options are shown to signed-in users with fewer than 5 boards." */
export function showsSaveBehaviorOptions(input: {
  signedIn: boolean;
  boardCount: number;
}): boolean {
  return input.signedIn && input.boardCount < SAVE_BEHAVIOR_BOARD_THRESHOLD;
}

/**
 * Decided reading of "Save behaviour for others depends on has_quicksave_board and the
 * experiment profile_saves_for_all": the board picker offers the profile as a target to users
 * who save there by default, who already have the quick-saves board, or who are in the
 * experiment's enabled group; the others pick a board.
 */
export function offersProfileSave(input: {
  saveBehavior: number;
  hasQuicksaveBoard: boolean;
  profileSavesForAll: string | undefined;
}): boolean {
  return (
    input.saveBehavior === SAVE_BEHAVIOR.saveToProfile ||
    input.hasQuicksaveBoard ||
    input.profileSavesForAll === 'enabled'
  );
}
