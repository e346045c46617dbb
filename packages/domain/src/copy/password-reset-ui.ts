// Forgotten passwords and a compromised account (issue 16: /password/reset, /pw/{username},
// /secure/panic) and the mail they send. Alone in their module: only those pages' chunks and
// the server's mail read them.
export const PASSWORD_RESET = {
  forgotLink: 'Forgot your password?',
  requestTitle: 'Reset your password',
  requestIntro:
    'Enter the email or username of your account and we’ll send you a link to reset your password.',
  send: 'Send reset link',
  sentTitle: 'Check your email',
  sent: 'If that account exists, we’ve sent a link to its email address. The link works for one hour.',
  backToLogIn: 'Back to log in',
  chooseTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmPassword: 'Type it again',
  save: 'Change password',
  mismatch: 'Those passwords don’t match.',
  linkExpired: 'This link has expired. Ask for a new one.',
  linkUsed: 'This link has already been used. Ask for a new one if you still need it.',
  linkUnknown: 'This link doesn’t work. Ask for a new one.',
  askAgain: 'Send me a new link',
  changed: 'Your password is changed. You’re logged in, and logged out everywhere else.',
  continue: 'Continue to Corkboard',
  backToSettings: 'Back to settings',
} as const;

/** The settings' password section (signed in; UserPasswordResource update). */
export const CHANGE_PASSWORD = {
  heading: 'Password',
  current: 'Current password',
  save: 'Change password',
  changed: 'Your password is changed. You’re logged out everywhere else.',
  wrongCurrent: 'That isn’t your current password.',
  forgot: 'Forgot it?',
} as const;

export const SECURE_PANIC = {
  title: 'Secure your account',
  intro:
    'If you think someone else has used your account, log out everywhere and choose a new password.',
  action: 'Log out everywhere and reset my password',
  done: (hint: string) =>
    `You’re logged out on every device. We’ve sent a link to reset your password to ${hint}.`,
  signedOut:
    'Not logged in? Ask for a link to reset your password: resetting it logs you out everywhere.',
} as const;

/** The mail with the reset link (plain text: every mail client shows it as written). */
export function passwordResetMail(input: { firstName: string; link: string; minutes: number }) {
  return {
    subject: 'Reset your Corkboard password',
    text: [
      `Hi ${input.firstName},`,
      '',
      'Someone asked to reset the password of your Corkboard account. If it was you, choose a new password here:',
      '',
      input.link,
      '',
      `The link works once, for ${input.minutes} minutes. If you didn’t ask, you can ignore this mail: your password stays as it is.`,
    ].join('\n'),
  };
}

/** The mail that tells the owner the password was changed, with the way back if it wasn't them. */
export function passwordChangedMail(input: { firstName: string; resetLink: string }) {
  return {
    subject: 'Your Corkboard password was changed',
    text: [
      `Hi ${input.firstName},`,
      '',
      'The password of your Corkboard account was just changed, and every other device was logged out.',
      '',
      `If this wasn’t you, reset your password now: ${input.resetLink}`,
    ].join('\n'),
  };
}

/** The settings' email and the email check's failure page (/email_verification_error). */
export const EMAIL_CHECK = {
  heading: 'Email',
  verified: 'Verified',
  unverified: 'Not verified yet: open the link we mailed you.',
  sendAgain: 'Send the link again',
  sent: (email: string) => `We’ve sent a link to ${email}.`,
  errorTitle: 'That link didn’t work',
  errorBody: 'The link to verify your email has expired or was already used.',
  newLink: 'Send me a new link',
  logIn: 'Log in to get a new link',
} as const;

/** The mail with the email check's link. */
export function verifyEmailMail(input: { firstName: string; link: string; days: number }) {
  return {
    subject: 'Verify your Corkboard email',
    text: [
      `Hi ${input.firstName},`,
      '',
      'Welcome to Corkboard! Verify that this is your email address:',
      '',
      input.link,
      '',
      `The link works once, for ${input.days} days. If you didn’t sign up, you can ignore this mail.`,
    ].join('\n'),
  };
}
