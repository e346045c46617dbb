// Spec 000 §3, req 000-3.33: "Card kind is derived in this order: oneTap, video, gif, product,
// recipe, storyPin, image."

import type { CardContext, CardKind, CardPinInput } from './card-model';
import { isGifPin, isProductPin, isRecipePin, isStoryPin, isVideoPin } from './pin-facts';

const KIND_RULES: readonly [CardKind, (pin: CardPinInput, ctx: CardContext) => boolean][] = [
  // One-tap save lives in the explore-local tab (req 000-2.03); the surface tells us so.
  ['oneTap', (_pin, ctx) => ctx.oneTap === true],
  ['video', isVideoPin],
  ['gif', isGifPin],
  ['product', isProductPin],
  ['recipe', isRecipePin],
  ['storyPin', isStoryPin],
];

export function cardKind(pin: CardPinInput, ctx: CardContext): CardKind {
  return KIND_RULES.find(([, applies]) => applies(pin, ctx))?.[0] ?? 'image';
}
