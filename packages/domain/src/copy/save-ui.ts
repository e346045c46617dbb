// --- Saving in the web app (our wording; the spec's own texts are SAVE and LIMITED_LOGIN).
// Only what the card and the closeup show before anyone opens the picker: the picker's own
// texts are in board-picker-ui.ts, so they travel with the picker's chunk.

/** The save controls of the card and the closeup, and the toasts' region. */
export const SAVE_UI = {
  unsave: 'Remove this save',
  boardMenu: 'Board to save to',
  notifications: 'Notifications',
} as const;
