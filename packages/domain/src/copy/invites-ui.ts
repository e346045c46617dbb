// Shared ideas (issue 16, area INVITE): the landing popover's words and the lookup's errors.
// The header is the spec's sharedThisIdea (spec-texts.ts) and the spinner its
// PIN_CARD.loadingInvitation; the rest is ours.
export const SHARED_IDEA_TEXT = {
  popoverBody: 'Join Corkboard to save this idea and find more like it.',
  signup: 'Sign up',
  login: 'Log in',
  close: 'Close',
  shareSheet: 'Share…',
} as const;

export const INVITE_ERRORS = {
  notFound: 'That shared link was not found.',
  channel: 'Share a Pin by copying its link or with your device’s share sheet.',
} as const;
