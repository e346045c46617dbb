// --- Saving in the web app (our wording; the spec's own texts are SAVE and LIMITED_LOGIN).

/** The save controls, the board picker and the toasts. */
export const SAVE_UI = {
  unsave: 'Remove this save',
  pickerTitle: 'Save to board',
  searchBoards: 'Search',
  searchBoardsLabel: 'Search your boards',
  noBoardsMatch: 'No boards match your search.',
  noBoardsYet: 'You have no boards yet.',
  profileHint: 'Save to your profile',
  lastSavedTo: 'Last saved to',
  allBoards: 'All boards',
  boardMenu: 'Board to save to',
  saveBehaviorLegend: 'When I select Save',
  saveBehaviorProfile: 'Save to my profile in one tap',
  saveBehaviorPicker: 'Let me choose a board',
  notifications: 'Notifications',
} as const;

/** The Save pill's name on a card or closeup: "Save to {board}" or "Save". */
export function saveToBoardLabel(board: string): string {
  return `Save to ${board}`;
}

/** A picker row that opens a board's sections. */
export function sectionsOf(board: string): string {
  return `Sections of ${board}`;
}

/** The live counter under a text field: "12/50". */
export function characterCount(count: number, max: number): string {
  return `${count}/${max}`;
}

export function tooManyCharacters(max: number): string {
  return `Use ${max} characters or fewer.`;
}

/** The limited-login modal (spec 002 §2.3, req 002-2.32); its headers are LIMITED_LOGIN. */
export const LIMITED_LOGIN_UI = {
  subheader: 'Find new ideas to try',
  fullLogin: 'Use the full log-in page',
} as const;
