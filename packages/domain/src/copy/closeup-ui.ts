// --- The closeup (the pin page; our wording): its own module, so the pin page's chunk carries
// these and the home page's does not.

import type { ReactionType } from '../closeup/reactions';
import { groupDigits } from './numbers';

/** The pin page around the pin: where it is saved, its related pins, its details. */
export const CLOSEUP_TEXT = {
  /** Closeup: "Saved to {board link}". */
  closeupSavedTo: 'Saved to',
  /** Under a closeup: its related pins (RelatedPinFeedResource). */
  relatedHeading: 'More to explore',
  relatedEmpty: 'Nothing related to this Pin yet.',
  /** The action of a product that can be bought now; every other link reads ACTIONS.visitSite. */
  shop: 'Shop',
  ingredients: 'Ingredients',
  /** A long description is clamped; these open and close the rest. */
  more: 'more',
  less: 'less',
  cookTime: 'Cook time',
  /** The idea pin player. */
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pausePages: 'Pause',
  playPages: 'Play',
  /** The closeup's "…" menu, beside the card's items. */
  copyLink: 'Copy link',
  embed: 'Embed',
  embedTitle: 'Embed this Pin',
  embedHint: 'Paste this code into your site to show this Pin with a link back to it.',
  copyCode: 'Copy code',
  codeCopied: 'Code copied',
} as const;

/**
 * The reaction types (REACTION_TYPES, closeup/reactions.ts) as people read them, after
 * Pinterest's: a heart, a lightbulb, laughing, surprised and thanking faces.
 */
export const REACTION_TEXT: Readonly<Record<ReactionType, string>> = {
  like: 'Like',
  good_idea: 'Good idea',
  haha: 'Haha',
  wow: 'Wow',
  thanks: 'Thanks',
};

/** The reaction button's name: the reaction it gives (or the viewer gave), and the count. */
export function reactionButtonLabel(reaction: string, count: number): string {
  return `${reaction}, ${groupDigits(count)} ${count === 1 ? 'reaction' : 'reactions'}`;
}

/** The count beside the heart: "1,204". */
export function reactionCountText(count: number): string {
  return groupDigits(count);
}

/** The reaction writes' refusals (PinReactionResource). */
export const REACTION_ERRORS = {
  notHere: 'Reactions are off for this Pin.',
  failed: 'Could not save your reaction. Try again.',
} as const;

/** A product's availability as the offer states it. */
export const AVAILABILITY_TEXT = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  preorder: 'Available for preorder',
} as const;

/** "Serves 4" from a bare number; a yield in words ("12 muffins") is shown as it is. */
export function servingsLabel(servings: string): string {
  return /^\d+$/.test(servings) ? `Serves ${servings}` : servings;
}

/** An article's author: "By Ana Lima". */
export function bylineLabel(author: string): string {
  return `By ${author}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An article's date, "June 1, 2025" (in UTC, so server and browser write the same). */
export function publishedLabel(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** An idea pin's place: "Page 2 of 5". */
export function storyPageLabel(position: number, count: number): string {
  return `Page ${groupDigits(position)} of ${groupDigits(count)}`;
}
