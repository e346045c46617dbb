// The card footer of spec 000 §4, req 000-4.13 ("The footer is hidden by default for signed-in
// users under an experiment, and never shown for signed-out users") with the text of §5 (reqs
// 000-5.01 to 000-5.12) and the heights and line clamps of §9 (req 000-9.12).

import {
  FOOTER_HEIGHT_BASE,
  FOOTER_HEIGHT_PER_LINE,
  FOOTER_HEIGHT_SIGNED_IN,
  FOOTER_LINE_CLAMP,
  NEWER_STYLE_TITLE_LINES,
} from '../limits';
import type { CardContext, CardFooter, CardPinInput, CardPrice, CardSurface } from './card-model';
import { isImageOnlyGrid } from './card-attribution';
import { experimentGroup } from './card-context';
import {
  cardDescription,
  cardTitle,
  domainLabel,
  merchantName,
  usesNewerStyleTitle,
} from './card-text';
import { isProductPin } from './pin-facts';

/** Shopping modules among the surfaces of req 000-2.15 ("... and other shopping grids"). */
export const SHOPPING_MODULE_SURFACES: readonly CardSurface[] = [
  'ShoppingGridSmallCarousel',
  'ShoppingPackageItem',
  'VisualInspirationShoppingPin',
  'RelatedProductsFeed',
  'ProductPinsFeed',
];

/**
 * "never shown for signed-out users"; for signed-in users "hidden by default ... under an
 * experiment": `signed_in_footer_hidden` 'enabled' (the registry's default) hides it,
 * 'control' shows it. An image-only grid has no footer either.
 */
export function footerVisible(ctx: CardContext): boolean {
  if (!ctx.viewer.signedIn || isImageOnlyGrid(ctx)) return false;
  return experimentGroup(ctx, 'signed_in_footer_hidden') !== 'enabled';
}

export interface FooterClampInput {
  signedIn: boolean;
  isMobile: boolean;
  surface: CardSurface;
  hasPrice: boolean;
  newerStyleTitle: boolean;
}

/**
 * "Footer line clamp: 1 (signed-out mobile shopping module), 2 (square), 3 (with price)."
 * The newer-style title is "clamped to 2 lines" whatever else the footer holds. Everything
 * else is the square footer's 2.
 */
export function footerLineClamp(input: FooterClampInput): 1 | 2 | 3 {
  if (!input.signedIn && input.isMobile && SHOPPING_MODULE_SURFACES.includes(input.surface)) {
    return FOOTER_LINE_CLAMP.signedOutMobileShoppingModule;
  }
  if (input.newerStyleTitle) return NEWER_STYLE_TITLE_LINES;
  return input.hasPrice ? FOOTER_LINE_CLAMP.withPrice : FOOTER_LINE_CLAMP.square;
}

/**
 * "Card footer height is 75 when signed in, otherwise a computed value plus 20 per line
 * clamp." The computed value is the footer padding (decided 16). In the card decision the
 * footer only exists signed in; the other branch serves callers that render a footer for
 * signed-out viewers (none in the grid).
 */
export function footerHeight(signedIn: boolean, lineClamp: number): number {
  return signedIn
    ? FOOTER_HEIGHT_SIGNED_IN
    : FOOTER_HEIGHT_BASE + FOOTER_HEIGHT_PER_LINE * lineClamp;
}

/** The footer, or null when hidden. The merchant shows for products only. */
export function cardFooter(
  pin: CardPinInput,
  ctx: CardContext,
  price: CardPrice | null,
): CardFooter | null {
  if (!footerVisible(ctx)) return null;
  const titleLines = footerLineClamp({
    signedIn: ctx.viewer.signedIn,
    isMobile: ctx.viewer.isMobile,
    surface: ctx.surface,
    hasPrice: price !== null,
    newerStyleTitle: usesNewerStyleTitle(ctx),
  });
  return {
    title: cardTitle(pin, ctx),
    titleLines,
    description: cardDescription(pin),
    domain: domainLabel(pin, 'footer'),
    price,
    merchant: isProductPin(pin) ? merchantName(pin) : null,
    height: footerHeight(ctx.viewer.signedIn, titleLines),
  };
}
