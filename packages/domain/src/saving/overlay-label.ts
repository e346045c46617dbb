// The card's saved label (spec 000 §4, req 000-4.02: "Saved status: ... marked newly saved if
// it was not saved at first render"; req 000-4.11: "Overlay labels: the 'Saved!' label
// animates, then after 950 ms switches to the board name or 'Saved to Profile'"). Its own file:
// the card needs it on the home page, the toasts' rules load later.
import { SAVE } from '../copy';
import { SAVED_LABEL_DELAY_MS } from '../limits';

/** "marked newly saved if it was not saved at first render". */
export function isNewlySaved(savedAtFirstRender: boolean, savedNow: boolean): boolean {
  return savedNow && !savedAtFirstRender;
}

/**
 * The card overlay's saved label: 'Saved!' for 950 ms after a new save, then the board name
 * (savedOverlayName: the name cut to 22 characters, or 'Saved to Profile').
 */
export function savedOverlayLabel(input: {
  newlySaved: boolean;
  elapsedMs: number;
  boardName: string | null;
}): string | null {
  if (input.newlySaved && input.elapsedMs < SAVED_LABEL_DELAY_MS) return SAVE.savedLabel;
  return input.boardName;
}
