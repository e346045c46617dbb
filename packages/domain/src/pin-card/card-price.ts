// Spec 000 §5 "Price and shopping" (reqs 000-5.01 to 000-5.07; 000-1.08, 000-1.09): the price
// block, the struck-through original price, 'See price on site' and 'Sold out', the out-of-stock
// and stale badges, and the shopping indicator with its experiment.

import { PIN_CARD } from '../copy';
import { collapseWhitespace, isExternalHttpLink } from '../text';
import type {
  CardContext,
  CardOfferInput,
  CardPinInput,
  CardPrice,
  CardSurface,
} from './card-model';
import { experimentGroup } from './card-context';
import { isProductPin, primaryProduct } from './pin-facts';

/** Decided: offer availabilities that mean "sold out" (compared lowercased, without _ - or spaces). */
const SOLD_OUT_AVAILABILITIES = new Set(['soldout', 'outofstock', 'discontinued']);

export function isSoldOut(offer: CardOfferInput | null | undefined): boolean {
  const availability = (offer?.availability ?? '').toLowerCase().replace(/[\s_-]/g, '');
  return SOLD_OUT_AVAILABILITIES.has(availability);
}

function clean(text: string | null | undefined): string | null {
  const value = collapseWhitespace(text ?? '');
  return value === '' ? null : value;
}

/** The number in a price string ("$1,299.00" → 1299), or null when it has none. */
function amountOf(price: string): number | null {
  const digits = price.replace(/[^\d.]/g, '');
  const value = Number.parseFloat(digits);
  return digits === '' || Number.isNaN(value) ? null : value;
}

/** Two prices are the same when their amounts are ("$60" and "$60.00"), else when equal text. */
export function samePrice(a: string, b: string): boolean {
  const x = amountOf(a);
  const y = amountOf(b);
  return x !== null && y !== null ? x === y : a === b;
}

/**
 * The price block of a product pin, or null.
 * - "a sold-out product shows 'Sold out'";
 * - "When both minPrice and maxPrice exist, show the range 'min-max'; otherwise show price";
 * - "The struck-through original price is shown only if it differs from the current price"
 *   (decided: not next to a range, which has no single current price);
 * - "When price is missing for an off-site product the text 'See price on site' is used";
 * - otherwise "The price block shows only if a price exists": null.
 */
export function cardPrice(pin: CardPinInput, ownHost = ''): CardPrice | null {
  if (!isProductPin(pin)) return null;
  const offer = primaryProduct(pin)?.offer_summary;
  if (isSoldOut(offer)) return { text: PIN_CARD.soldOut, original: null, soldOut: true };
  const min = clean(offer?.min_price);
  const max = clean(offer?.max_price);
  if (min !== null && max !== null)
    return { text: `${min}-${max}`, original: null, soldOut: false };
  const price = clean(offer?.price);
  if (price !== null) {
    const standard = clean(offer?.standard_price);
    const original = standard !== null && !samePrice(standard, price) ? standard : null;
    return { text: price, original, soldOut: false };
  }
  if (isExternalHttpLink(pin.link, ownHost)) {
    return { text: PIN_CARD.seePriceOnSite, original: null, soldOut: false };
  }
  return null;
}

/** "An out-of-stock pin shows an out-of-stock badge; a stale product shows a stale badge." */
export function productBadges(
  pin: Pick<CardPinInput, 'is_oos_product' | 'is_stale_product'>,
): ('outOfStock' | 'stale')[] {
  const badges: ('outOfStock' | 'stale')[] = [];
  if (pin.is_oos_product) badges.push('outOfStock');
  if (pin.is_stale_product) badges.push('stale');
  return badges;
}

/**
 * Where each `shopping_indicators` group shows the indicator ("Experiment groups exist for
 * shopping indicators (for example enabled_homefeed and enabled_related_pins)").
 * Decided: 'control' shows it on no product surface (the experiment's baseline), and the
 * `CardsGallery` demo surface shows it in every group so that it can always be seen.
 */
export const SHOPPING_INDICATOR_SURFACES: Readonly<Record<string, readonly CardSurface[]>> = {
  control: [],
  enabled_homefeed: ['AuthHomefeed'],
  enabled_related_pins: ['RelatedPinGrid'],
};
export const ALWAYS_SHOPPING_INDICATOR_SURFACES: readonly CardSurface[] = ['CardsGallery'];

/**
 * "The shopping indicator is shown only if the pin is eligible for a product page and is not
 * promoted", and only where the viewer's experiment group enables it. Any promotion counts
 * here, downstream ones too: the indicator must never sit on paid content.
 */
export function shoppingIndicator(
  pin: Pick<CardPinInput, 'is_eligible_for_pdp' | 'is_promoted'>,
  ctx: CardContext,
): boolean {
  if (!pin.is_eligible_for_pdp || pin.is_promoted) return false;
  if (ALWAYS_SHOPPING_INDICATOR_SURFACES.includes(ctx.surface)) return true;
  const group = experimentGroup(ctx, 'shopping_indicators');
  return (SHOPPING_INDICATOR_SURFACES[group] ?? []).includes(ctx.surface);
}
