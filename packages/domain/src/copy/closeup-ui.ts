// --- The closeup (the pin page; our wording): its own module, so the pin page's chunk carries
// these and the home page's does not.

/** The pin page around the pin: where it is saved, its related pins. */
export const CLOSEUP_TEXT = {
  /** Closeup: "Saved to {board link}". */
  closeupSavedTo: 'Saved to',
  /** Under a closeup: its related pins (RelatedPinFeedResource). */
  relatedHeading: 'More to explore',
  relatedEmpty: 'Nothing related to this Pin yet.',
} as const;
