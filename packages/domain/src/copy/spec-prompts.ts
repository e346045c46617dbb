// The spec's texts for prompts, modals and banners, verbatim (docs/SPEC.md), with a few of
// ours marked "decided". Beside spec-texts.ts so the pages that show them carry them.

// --- Limited-login prompts (spec 002 §6), req 002-6.02: the limited-login headers.
export const LIMITED_LOGIN = {
  continue: 'Log in to continue',
  savePin: 'Log in to save this Pin',
  sendPin: 'Send this Pin',
  editPin: 'Edit this Pin',
  hidePin: 'Hide this Pin',
  createPinOrBoard: 'Create a Pin or board',
  createBoard: 'Create a board',
  shareProfile: 'Share the profile',
  follow: 'Follow',
  unfollow: 'Unfollow',
  boardInvite: 'Your friends invited you to join their board',
} as const;

/** Limited-login headers of ours, for gated actions the spec does not list (issue 16). */
export const LIMITED_LOGIN_OURS = {
  comment: 'Log in to comment',
} as const;

/** Decided wording of the invitation header "carrying the inviter's first name" (req 002-6.03). */
export function invitedToBoard(firstName: string): string {
  return `${firstName} invited you to join their board`;
}
