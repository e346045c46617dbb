// What a save shows (spec 000 §4 "Save toast variants", reqs 000-4.09, 000-4.10; 002 §4 repin
// confirmation and new-board toast, reqs 002-4.09, 002-4.10; §9 timings, req 002-9.02):
// - "Quick save without the new-user animation: 'Saved to Profile' with a 'Change' button, for
//   5 s. Otherwise: 'Saved to {board}' or 'Saved to {section} in {board}', with an optional
//   'Organize' button."
// - "A repin confirmation shows the repin animation, then after 2500 ms hides it and shows the
//   toast." "New-board save toast icon animation starts 700 ms after mount."
import { boardDisplayName, SAVE, savedToBoard, savedToSection } from '../copy';
import {
  NEW_BOARD_TOAST_ICON_MS,
  NEW_USER_WINDOW_DAYS,
  QUICK_SAVES_LAYOUT,
  REPIN_TOAST_DELAY_MS,
  SAVE_TOAST_MS,
} from '../limits';

export type SaveToastButton = 'change' | 'organize';

export interface SaveToastInput {
  /** Where the save went: RepinResource's `board` (layout quick_saves = the profile). */
  board: { name: string; layout?: string | null };
  section?: { title: string } | null;
  /** The new-user save animation plays for this save (newUserSaveAnimation). */
  newUserAnimation: boolean;
  /** The board was created for this save (the picker's "Create board"). */
  newBoard?: boolean;
}

export interface SaveToastChoice {
  text: string;
  button: SaveToastButton | null;
  /** How long the toast stays (decided: every save toast is "Save toast 5000 ms", req 000-9.07). */
  durationMs: number;
  /** The repin animation plays this long before the toast shows (0: no animation). */
  confirmationDelayMs: number;
  /** The new-board icon animation starts this long after mount; null: no new board. */
  iconDelayMs: number | null;
}

export function isQuickSave(board: { layout?: string | null }): boolean {
  return board.layout === QUICK_SAVES_LAYOUT;
}

/**
 * The "optional 'Organize' button". Decided: offered after a save to a board with no section
 * chosen, where organizing (a section, another board) is the natural next step; a section save
 * is already organized, and a profile save offers 'Change' instead.
 */
export function offersOrganize(input: Pick<SaveToastInput, 'board' | 'section'>): boolean {
  return !isQuickSave(input.board) && !input.section;
}

export function saveToast(input: SaveToastInput): SaveToastChoice {
  const iconDelayMs = input.newBoard ? NEW_BOARD_TOAST_ICON_MS : null;
  if (isQuickSave(input.board) && !input.newUserAnimation) {
    return {
      text: SAVE.savedToProfile,
      button: 'change',
      durationMs: SAVE_TOAST_MS,
      confirmationDelayMs: 0,
      iconDelayMs,
    };
  }
  // A quick save with the new-user animation falls here: the profile is the "board".
  const board = boardDisplayName(input.board);
  return {
    text: input.section ? savedToSection(input.section.title, board) : savedToBoard(board),
    button: offersOrganize(input) ? 'organize' : null,
    durationMs: SAVE_TOAST_MS,
    confirmationDelayMs: input.newUserAnimation ? REPIN_TOAST_DELAY_MS : 0,
    iconDelayMs,
  };
}

export function saveToastButtonLabel(button: SaveToastButton): string {
  return button === 'change' ? SAVE.change : SAVE.organize;
}

const DAY_MS = 86_400_000;

/**
 * Decided reading of "the new-user animation": it plays on a quick save by a user whose
 * account is inside the 28-day new-user window (req 002-5.15) and who has not seen it yet
 * (UserStateResource state NEW_USER_SAVE_ANIMATION_SEEN).
 */
export function newUserSaveAnimation(input: {
  createdAt: string | number | null | undefined;
  now: number;
  seen: boolean;
}): boolean {
  if (input.seen || input.createdAt === null || input.createdAt === undefined) return false;
  const created =
    typeof input.createdAt === 'number' ? input.createdAt : Date.parse(input.createdAt);
  if (!Number.isFinite(created)) return false;
  const age = input.now - created;
  return age >= 0 && age < NEW_USER_WINDOW_DAYS * DAY_MS;
}

/** "shows the repin animation, then after 2500 ms hides it and shows the toast". */
export function repinConfirmationPhase(
  elapsedMs: number,
  delayMs: number = REPIN_TOAST_DELAY_MS,
): 'animation' | 'toast' {
  return elapsedMs < delayMs ? 'animation' : 'toast';
}

/** "New-board save toast icon animation starts 700 ms after mount." */
export function newBoardIconAnimating(elapsedMs: number): boolean {
  return elapsedMs >= NEW_BOARD_TOAST_ICON_MS;
}
