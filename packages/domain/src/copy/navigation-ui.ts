// --- Navigation opened after the first screen (issue 13): the "+" Create menu and the phone's
// bottom bar. Their own module, so the texts travel with those chunks, not the shell's.

/** The "+" menu, signed in (its title is NAV.create). */
export const CREATE_MENU = {
  pin: 'Pin',
  board: 'Board',
} as const;

/** The phone's bottom bar: its accessible name (its items reuse NAV's words). */
export const BOTTOM_NAV = {
  label: 'Main',
} as const;
