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
  suspended: 'This account has been suspended for breaking the community guidelines.',
} as const;

/** Password length rule, worded for the sign-up form. */
export function passwordTooShort(min: number): string {
  return `Use at least ${min} characters for your password.`;
}

/**
 * The gated prompts (spec 002 §2.3, req 002-2.32; 000 §6, req 000-6.05): the login modal and the
 * desktop and mobile signup modals. Their headers are the spec's LIMITED_LOGIN; these lines are
 * ours (issue 16), not the spec's.
 */
export const LIMITED_LOGIN_UI = {
  subheader: 'Find new ideas to try',
  fullLogin: 'Use the full log-in page',
  fullSignup: 'Use the full sign-up page',
  /** Ours: the subheader while a signed-out Save waits (the session's hasSavedUnauthPin). */
  savedPinWaitsSignup: 'Your saved Pin is waiting. Sign up and it goes to your profile.',
  savedPinWaitsLogin: 'Your saved Pin is waiting. Log in and it goes to your profile.',
} as const;
