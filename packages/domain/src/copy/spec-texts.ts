// The texts the spec gives, verbatim (docs/SPEC.md), with a few of ours marked "decided".
import { QUICK_SAVES_LAYOUT } from '../limits';

// --- Saving (spec 000 §4, §8; 002 §2.3, §9): reqs 000-4.09 to 000-4.11 (toasts and the
// overlay label), 000-8.01 to 000-8.03 (save and delete failures, "Pin deleted!"), 002-9.04
// (the "Quick Saves" board).
export const SAVE = {
  savedToProfile: 'Saved to Profile',
  change: 'Change',
  organize: 'Organize',
  savedLabel: 'Saved!',
  saveFailed: 'Sorry! Something went wrong on our end.',
  deleteFailed: 'Sorry! There was an error deleting your Pin.',
  deleted: 'Pin deleted!',
  quickSavesBoardName: 'Quick Saves',
  chooseBoard: 'Choose board',
  createBoard: 'Create board',
  profile: 'Profile',
} as const;

/**
 * One name for the profile's saves (issue 13): the quick-saves board (layout quick_saves;
 * stored as "Quick Saves", req 002-9.04, the API's name) is the profile to people, as spec 000
 * says ("Saved to Profile"). Wherever a person reads the name of a board (toasts, the closeup,
 * the picker, the board tile and the board's own page) it is this name.
 */
export function boardDisplayName(board: { layout?: string | null; name: string }): string {
  return board.layout === QUICK_SAVES_LAYOUT ? SAVE.profile : board.name;
}

/** Save toast, req 000-4.10: "Saved to {board}". */
export function savedToBoard(board: string): string {
  return `Saved to ${board}`;
}

/** Save toast, req 000-4.10: "Saved to {section} in {board}". */
export function savedToSection(section: string, board: string): string {
  return `Saved to ${section} in ${board}`;
}

// --- Pin card (spec 000 §4, §5, §6, §8): reqs 000-6.02 ('Open' hover text), 000-5.07 and
// 000-8.17 (prices), 000-1.08 (badges), 000-5.30 to 000-5.33 (sponsorship), 002-8.04
// (unavailable idea pin), 000-8.07 (invite loading).
export const PIN_CARD = {
  open: 'Open',
  soldOut: 'Sold out',
  seePriceOnSite: 'See price on site',
  /** Decided: the spec names an out-of-stock and a stale badge but not their text. */
  outOfStock: 'Out of stock',
  stalePrice: 'Price may have changed',
  includesSponsoredProducts: 'Includes sponsored products',
  paidPartnership: 'Paid partnership',
  promoted: 'Promoted',
  unavailable: 'Unavailable',
  removedByCreator: 'Removed by the creator',
  loadingInvitation: 'Loading Invitation component',
} as const;

/** Row labels of the pin card's debug panel (req 000-2.27: employees and internal users). */
export const PIN_CARD_DEBUG = {
  pinId: 'Pin id',
  kind: 'Card kind',
  media: 'Media',
  feedbackType: 'Feedback type',
  surface: 'Surface',
  viewParameter: 'View parameter',
  dominantColor: 'Dominant color',
  imageSignature: 'Image signature',
  promoted: 'Promoted',
  shoppingFlags: 'Shopping flags',
  none: '(none)',
  yes: 'yes',
  no: 'no',
} as const;

export function promotedBy(name: string): string {
  return `Promoted by ${name}`;
}

export function paidPartnershipWith(name: string): string {
  return `Paid partnership with ${name}`;
}

/** The shared-idea sender header, req 000-8.08: "{name} shared this idea with you". */
export function sharedThisIdea(name: string): string {
  return `${name} shared this idea with you`;
}

// --- Reason lines of a card (spec 000 §8): req 000-8.22 lists the reasons, not their words
// (ours). Hide, report and unfollow messages and the ad explanation are in spec-feedback.ts.
export const FEED_REASONS = {
  inspiredByRecentActivity: 'Inspired by your recent activity',
} as const;

export function inspiredByBoard(board: string): string {
  return `Inspired by your board ${board}`;
}

export function inspiredByTopic(topic: string): string {
  return `Because you're interested in ${topic}`;
}

export function fromFollowed(name: string): string {
  return `Because you follow ${name}`;
}

// --- AI disclosures of an ad's card (spec 000 §8): req 000-8.20.
export const AI_DISCLOSURE_TEXTS = {
  madeWithAi: 'This ad was made with AI',
  modifiedWithAi: 'This ad was modified with AI',
  partsMadeWithAi: 'Parts of this ad were made with AI',
} as const;
