// --- Editing a save or a pin (our wording): the repin edit page and the pin editor.

/** The repin edit page /pin/{id}/repin/. */
export const REPIN_EDIT = {
  editTitle: 'Edit your save',
  saveTitle: 'Save this Pin',
  savedTo: 'Saved to',
  board: 'Board',
  section: 'Section',
  noSection: 'No section',
  saveChanges: 'Save',
  deletePin: 'Delete Pin',
  confirmDelete: 'Delete this Pin?',
  confirmDeleteBody: 'It will be removed from your board.',
  notYours: 'You can only edit Pins you saved.',
  backToPin: 'Back to the Pin',
} as const;

export function movedToBoard(board: string): string {
  return `Moved to ${board}`;
}

/** The pin editor /pin/{id}/edit/ (its delete texts are REPIN_EDIT's). */
export const PIN_EDIT = {
  title: 'Edit Pin',
  notYours: 'You can only edit Pins you created.',
  saved: 'Pin saved',
} as const;
