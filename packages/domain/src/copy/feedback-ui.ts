// --- Feedback on a card in the web app (issue 6; our wording around the spec's own texts,
// which stay in spec-texts.ts FEEDBACK): the menu's items, the toast buttons, the reported
// overlay's buttons and the home feed tuner's controls.
import { groupDigits } from './numbers';

export const FEEDBACK_UI = {
  /** The reported overlay's and the toasts' undo (req 000-4.25 "Hiding a pin: gives a toast and an
   * undo"). */
  undo: 'Undo',
  /** Error toasts when a feedback call fails (the server's message is preferred). */
  hideFailed: 'Could not hide this Pin. Try again.',
  reportFailed: 'Could not report this Pin. Try again.',
  reportedOverlayLabel: 'Reported Pin',
  /** The tuner's tabs (each list's heading is the longer DISCOVERY_TEXT.tuner… text). */
  tabTopics: 'Topics',
  tabBoards: 'Boards',
  tabPeople: 'People',
  tabHidden: 'Hidden Pins',
  /** The tuner's controls and empty lists. */
  tunerIntro: 'What you follow and what you hid shape your home feed. Changes apply at once.',
  tunerLogin: 'Log in to tune your home feed.',
  hideAgain: 'Hide again',
  noInterests: 'You follow no topics yet.',
  noBoards: 'You follow no boards yet.',
  noPeople: 'You follow nobody yet.',
  noHiddenPins: 'You have not hidden any Pins.',
} as const;

/** The hide toast's unfollow shortcut: "Unfollow Maya Chen". */
export function unfollowNamed(name: string): string {
  return `Unfollow ${name}`;
}

/** The tuner's list headings with their counts: "Boards you follow (3)". */
export function tunerCount(heading: string, count: number): string {
  return `${heading} (${groupDigits(count)})`;
}

/** When a list holds only the newest of many: "Showing the newest 100 of 240." */
export function tunerShowingNewest(shown: number, total: number): string {
  return `Showing the newest ${groupDigits(shown)} of ${groupDigits(total)}.`;
}
