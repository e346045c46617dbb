// Facts about a pin that several card rules read: is it an ad, a video, a product, a recipe,
// a story pin. One definition each, so the kind, the media, reactions and badges agree.

import type { CardPinInput, CardRichInput } from './card-model';

/** Spec 000 §3, req 000-3.07: "shoppingFlags numeric values: 1 available, 2 shop-the-look,
 * 5 product-pin-v2, 6 rich product pin, 10 organic product carousel." */
export const SHOPPING_FLAGS = {
  available: 1,
  shopTheLook: 2,
  productPinV2: 5,
  richProductPin: 6,
  organicProductCarousel: 10,
} as const;

/**
 * Decided: the flags that make a pin a product on their own. "available" only says shopping
 * is possible, shop-the-look tags products in a scene and the organic product carousel is a
 * carousel, so none of those alone turns a card into a product card.
 */
export const PRODUCT_SHOPPING_FLAGS: readonly number[] = [
  SHOPPING_FLAGS.productPinV2,
  SHOPPING_FLAGS.richProductPin,
];

/**
 * An ad: req 000-4.24, feedback type "promoted (an ad that is not downstream)". A downstream
 * promotion is an organic repin of an ad; the card treats it as organic everywhere (reaction
 * controls excepted, which req 000-5.24 names separately).
 */
export function isPromotedAd(
  pin: Pick<CardPinInput, 'is_promoted' | 'is_downstream_promotion'>,
): boolean {
  return pin.is_promoted && !pin.is_downstream_promotion;
}

/** Rich data: the summary first (what grids get), then the full metadata. */
export function richOf(
  pin: Pick<CardPinInput, 'rich_summary' | 'rich_metadata'>,
): CardRichInput | null {
  return pin.rich_summary ?? pin.rich_metadata;
}

export function richTypeName(
  pin: Pick<CardPinInput, 'rich_summary' | 'rich_metadata'>,
): string | null {
  const name = pin.rich_summary?.type_name ?? pin.rich_metadata?.type_name;
  return name ? name.toLowerCase() : null;
}

/** "video = is_video or embed.type video with videos". */
export function isVideoPin(pin: Pick<CardPinInput, 'is_video' | 'embed' | 'videos'>): boolean {
  return pin.is_video || (pin.embed?.type === 'video' && pin.videos !== null);
}

export function isGifPin(pin: Pick<CardPinInput, 'embed'>): boolean {
  return pin.embed?.type === 'gif';
}

/** A product: rich type_name 'product', or a product shopping flag (5 or 6). */
export function isProductPin(
  pin: Pick<CardPinInput, 'rich_summary' | 'rich_metadata' | 'shopping_flags'>,
): boolean {
  return (
    richTypeName(pin) === 'product' ||
    pin.shopping_flags.some((flag) => PRODUCT_SHOPPING_FLAGS.includes(flag))
  );
}

export function isRecipePin(pin: Pick<CardPinInput, 'rich_summary' | 'rich_metadata'>): boolean {
  return richTypeName(pin) === 'recipe';
}

export function isStoryPin(pin: Pick<CardPinInput, 'story_pin_data'>): boolean {
  return pin.story_pin_data !== null;
}

/** The first product of the rich data (summary, then metadata), if any. */
export function primaryProduct(pin: Pick<CardPinInput, 'rich_summary' | 'rich_metadata'>) {
  return pin.rich_summary?.products?.[0] ?? pin.rich_metadata?.products?.[0] ?? null;
}
