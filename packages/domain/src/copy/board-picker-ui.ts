// --- The board picker (our wording; the spec's own texts are SAVE): its own module, so the
// picker's chunk carries these and the home page's does not.

export const PICKER_UI = {
  pickerTitle: 'Save to board',
  searchBoards: 'Search',
  searchBoardsLabel: 'Search your boards',
  noBoardsMatch: 'No boards match your search.',
  noBoardsYet: 'You have no boards yet.',
  profileHint: 'Save to your profile',
  lastSavedTo: 'Last saved to',
  allBoards: 'All boards',
  saveBehaviorLegend: 'When I select Save',
  saveBehaviorProfile: 'Save to my profile in one tap',
  saveBehaviorPicker: 'Let me choose a board',
  /** A phone's sheet: the whole save page, /pin/{id}/repin/ (req 000-2.04). */
  moreSaveOptions: 'More save options',
} as const;

/** A picker row's name: "Save to {board}". */
export function saveToBoardLabel(board: string): string {
  return `Save to ${board}`;
}

/** A picker row that opens a board's sections. */
export function sectionsOf(board: string): string {
  return `Sections of ${board}`;
}
