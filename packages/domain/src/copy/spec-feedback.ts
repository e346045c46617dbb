// The texts the spec gives (docs/SPEC.md) for what follows a person's action on a pin: the
// hide, report and unfollow messages and the ad explanation. Their own module, so the card
// menus' chunks carry them and the home page's does not; the card's own texts are in
// spec-texts.ts.

// --- Hide, report and unfollow feedback (spec 000 §2, §4, §8): reqs 000-8.11 to 000-8.15
// (messages), 000-4.21 and 000-8.21 (reported), 000-2.08 and 000-2.21 (overlay buttons).
export const FEEDBACK = {
  pinHidden: 'Pin hidden',
  moreRelevant: "Got it! We'll try to show you more relevant Pins in the future.",
  reported: 'Reported',
  /** Decided wording of req 000-8.21's "thanks message that the feedback helps keep the community safe". */
  reportedThanks: 'Thanks for letting us know. Your feedback helps keep our community safe.',
  tuneHomeFeed: 'Tune your home feed',
  unfollow: 'Unfollow',
  undo: 'Undo',
  hidePin: 'Hide Pin',
  reportPin: 'Report Pin',
} as const;

export function lessPinsFromTopic(topic: string): string {
  return `We'll show you less Pins from ${topic} in the future.`;
}

export function unfollowedPinner(name: string): string {
  return `You unfollowed ${name} and won't see Pins they save anymore.`;
}

export function unfollowedBoard(name: string): string {
  return `You unfollowed the board ${name} and won't see Pins saved to it anymore.`;
}

// --- Ads (spec 000 §2, §8): reqs 000-2.18 (modal title and heading), 000-8.16, 000-8.18,
// 000-8.19 (explanation lines); the AI disclosures (000-8.20) are in spec-texts.ts.
export const ADS = {
  modalTitle: 'Why am I seeing this Ad?',
  heading: "Why you're seeing this ad",
  personalizedByPartner: 'This ad was personalized for you using info from one of our partners',
  moreFactors: 'There could also be more factors not listed here.',
} as const;

export function paidToShow(promoter: string): string {
  return `${promoter} has paid to have this pin show up where you'd be more likely to notice it.`;
}
