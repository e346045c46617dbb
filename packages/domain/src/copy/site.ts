export const SITE = {
  name: 'Corkboard',
  tagline: 'Find new ideas to try',
  description: 'Corkboard is a place to discover and save ideas: recipes, homes, style and more.',
} as const;

export const NAV = {
  home: 'Home',
  today: 'Today',
  explore: 'Explore',
  create: 'Create',
  /** The header's + button and the pin builder's title. */
  createPin: 'Create Pin',
  logIn: 'Log in',
  signUp: 'Sign up',
  logOut: 'Log out',
  save: 'Save',
  search: 'Search',
  searchPlaceholder: 'Search',
  profile: 'Profile',
  settings: 'Settings',
  skipToContent: 'Skip to content',
  accountMenu: 'Accounts and more options',
} as const;

export const ACTIONS = {
  save: 'Save',
  saved: 'Saved',
  open: 'Open',
  cancel: 'Cancel',
  done: 'Done',
  delete: 'Delete',
  edit: 'Edit',
  share: 'Share',
  send: 'Send',
  more: 'More options',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  undo: 'Undo',
  close: 'Close',
  goHome: 'Go to home',
  tryAgain: 'Try again',
  loadMore: 'Show more',
  visitSite: 'Visit site',
} as const;

export const NOT_FOUND = {
  title: "We couldn't find that page",
  body: 'The link may be broken, or the page may have been removed.',
  action: 'Go to home',
} as const;

export const ERROR_PAGE = {
  title: 'Sorry! Something went wrong on our end.',
  body: 'Refresh the page, or try again in a few minutes.',
} as const;
