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

export const AUTH = {
  welcome: 'Welcome to Corkboard',
  tagline: 'Find new ideas to try',
  logInTitle: 'Log in to Corkboard',
  signUpTitle: 'Welcome to Corkboard',
  email: 'Email',
  emailOrUsername: 'Email or username',
  password: 'Password',
  createPassword: 'Create a password',
  firstName: 'First name',
  username: 'Username',
  usernameHint: '3 to 30 letters, numbers or underscores',
  logIn: 'Log in',
  createAccount: 'Create account',
  continue: 'Continue',
  haveAccount: 'Already a member?',
  noAccount: 'Not on Corkboard yet?',
  wrongCredentials: 'That email or password is wrong.',
  emailInvalid: "That doesn't look like an email address.",
  emailTaken: 'An account with that email already exists. Try logging in.',
  usernameTaken: 'That username is taken. Try another.',
  usernameInvalid: 'Use 3 to 30 letters, numbers or underscores, and not only numbers.',
  firstNameRequired: 'Tell us your first name.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  loggedOut: 'You have logged out.',
} as const;

/** Password length rule, worded for the sign-up form. */
export function passwordTooShort(min: number): string {
  return `Use at least ${min} characters for your password.`;
}

export const NOT_FOUND = {
  title: "We couldn't find that page",
  body: 'The link may be broken, or the page may have been removed.',
  action: 'Go to home',
} as const;

export const ERROR_PAGE = {
  title: 'Sorry! Something went wrong on our end.',
  body: 'Refresh the page, or try again in a few minutes.',
} as const;
