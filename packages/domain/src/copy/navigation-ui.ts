// --- Navigation opened after the first screen (issue 13): the "+" Create menu, the account menu
// and the phone's bottom bar. Their own module, so the texts travel with those chunks, not the shell's.

/** The "+" menu, signed in (its title is NAV.create). */
export const CREATE_MENU = {
  pin: 'Pin',
  board: 'Board',
} as const;

/** The signed-in header's account menu (its name is NAV.accountMenu; spec 001 §4, dark mode). */
export const USER_MENU = {
  title: 'Your account',
  darkMode: 'Dark mode',
  darkModeFailed: "Couldn't change the theme. Try again.",
  settings: 'Settings',
  cookieChoices: 'Cookie choices',
} as const;

/** The phone's bottom bar: its accessible name (its items reuse NAV's words). */
export const BOTTOM_NAV = {
  label: 'Main',
} as const;
