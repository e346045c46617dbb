// Spec 000 §5 "Attribution" (reqs 000-5.26 to 000-5.29, 000-5.40) and the board lines of
// "Reactions and boards" (req 000-5.25): who a card credits, on which surfaces, and the
// image-only grid.

import {
  ATTRIBUTION_HEIGHT,
  ATTRIBUTION_HEIGHT_WITH_MERCHANT,
  ATTRIBUTION_HEIGHT_WITH_PRICE,
} from '../limits';
import { boardPath, boardSlugFor, profilePath } from '../routes';
import { collapseWhitespace, truncateFollowName } from '../text';
import type {
  CardAttribution,
  CardContext,
  CardPinInput,
  CardPrice,
  CardSurface,
  CardUserInput,
} from './card-model';
import { sourceDomain } from './card-text';
import { isProductPin, isPromotedAd } from './pin-facts';

/** "Some surfaces (profile grids, closeup products, conversation) show none." */
export const NO_ATTRIBUTION_SURFACES: readonly CardSurface[] = [
  'UserProfilePinGrid',
  'CloseupRelatedProducts',
  'ConversationView',
];

/**
 * Whether the card is in an image-only grid (no footer, no attribution). "Unauthenticated
 * users never see the image-only grid unless forced": the surface's 'imageOnly' option
 * applies to signed-in viewers only; `forceImageOnly` applies to everyone.
 *
 * This is how spec 000 §5 and §4 agree: §4 takes the footer away from signed-out viewers
 * (req 000-4.13), §5 keeps their attribution (req 000-5.29), so a signed-out grid always
 * credits someone under the image.
 */
export function isImageOnlyGrid(ctx: CardContext): boolean {
  return ctx.forceImageOnly === true || (ctx.attribution === 'imageOnly' && ctx.viewer.signedIn);
}

function displayName(user: CardUserInput): string {
  return truncateFollowName(collapseWhitespace(user.full_name || user.username));
}

function attributedUser(user: CardUserInput) {
  return {
    name: displayName(user),
    avatarUrl: user.image_medium_url || user.image_small_url || null,
    href: profilePath(user.username),
  };
}

function defaultAttribution(user: CardUserInput): CardAttribution {
  const verified = user.verified_identity?.verified === true || user.is_verified_merchant === true;
  return { type: 'default', user: { ...attributedUser(user), verified } };
}

const BOARD_URL_RE = /^\/([^/?#]+)\/([^/?#]+)\/?$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The board link, rebuilt with boardPath (lowercase, encoded) from the board url. */
export function boardHref(board: CardPinInput['board'], pinner: CardUserInput): string {
  const match = BOARD_URL_RE.exec(board.url);
  if (match?.[1] && match[2]) return boardPath(decoded(match[1]), decoded(match[2]));
  return boardPath(pinner.username, boardSlugFor(board.name));
}

/** "The board name shows for group boards", and "A 'protected' board privacy hides the board line." */
export function showsBoardLine(board: CardPinInput['board']): boolean {
  return board.is_collaborative === true && board.privacy !== 'protected';
}

/** "A pin is credited to its source user only if there is no native creator and a link domain or origin pinner exists." */
export function creditsSourceUser(pin: CardPinInput): boolean {
  return pin.native_creator === null && (sourceDomain(pin) !== null || !!pin.origin_pinner);
}

/**
 * The attribution, first match wins:
 * 1. "Promoted or sponsored pins always show the default attribution" (the promoter for ads,
 *    the creator for paid partnerships);
 * 2. the image-only grid, or the 'hide' option: none;
 * 3. "Some surfaces (profile grids, closeup products, conversation) show none", unless the
 *    surface passes the 'show' option (decided: that is what 'show' changes);
 * 4. a group board's line; the native creator; the source user; the pinner.
 */
export function cardAttribution(pin: CardPinInput, ctx: CardContext): CardAttribution {
  if (isPromotedAd(pin)) return defaultAttribution(pin.promoter ?? pin.pinner);
  if (pin.sponsorship) return defaultAttribution(pin.native_creator ?? pin.pinner);
  if (isImageOnlyGrid(ctx) || ctx.attribution === 'hide') return { type: 'none' };
  if (NO_ATTRIBUTION_SURFACES.includes(ctx.surface) && ctx.attribution !== 'show')
    return { type: 'none' };
  if (showsBoardLine(pin.board)) {
    return {
      type: 'board',
      boardName: collapseWhitespace(pin.board.name),
      boardHref: boardHref(pin.board, pin.pinner),
      user: attributedUser(pin.pinner),
    };
  }
  if (pin.native_creator) return defaultAttribution(pin.native_creator);
  if (creditsSourceUser(pin))
    return { type: 'sourceUser', user: attributedUser(pin.origin_pinner ?? pin.pinner) };
  return defaultAttribution(pin.pinner);
}

export interface ProductAttribution {
  price: CardPrice | null;
  merchant: string | null;
}

/**
 * Spec 000 §6, req 000-6.06: "The unauth product attribution fragment is skipped when
 * requested." Signed-out viewers have no footer (req 000-4.13), so a product's price and
 * merchant ride in the attribution block, when there is one.
 */
export function productAttribution(
  pin: CardPinInput,
  ctx: CardContext,
  attribution: CardAttribution,
  price: CardPrice | null,
  merchant: string | null,
): ProductAttribution | null {
  if (ctx.viewer.signedIn || ctx.skipUnauthProductAttribution || attribution.type === 'none')
    return null;
  if (!isProductPin(pin) || (price === null && merchant === null)) return null;
  return { price, merchant };
}

/**
 * Spec 000 §9, req 000-9.12: "Attribution height 90 with merchant, else 68 for a price on a
 * square pin." Decided: 68 for any price without a merchant, and 40 for the plain creator or
 * board line.
 */
export function attributionHeight(
  attribution: CardAttribution,
  product: ProductAttribution | null,
): number {
  if (attribution.type === 'none') return 0;
  if (product?.merchant) return ATTRIBUTION_HEIGHT_WITH_MERCHANT;
  if (product?.price) return ATTRIBUTION_HEIGHT_WITH_PRICE;
  return ATTRIBUTION_HEIGHT;
}
