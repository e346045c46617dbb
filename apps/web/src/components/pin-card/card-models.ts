// Models are decided once per wire pin per context: cached by the pin object (a feed keeps its
// earlier pages' objects when it appends one, so their memoised cards stay as they are) under
// one cache per distinct context.
import {
  decidePinCard,
  type CardContext,
  type CardPinInput,
  type PinCardModel,
} from '@corkboard/domain';
import type { ItemSize } from '../masonry/masonry-layout';

/** Distinct contexts kept at once: surfaces x touch x URL parameter sets in one session. */
const MAX_CONTEXTS = 16;
const caches = new Map<string, WeakMap<CardPinInput, PinCardModel>>();

export function contextKey(ctx: CardContext): string {
  return JSON.stringify(ctx);
}

export function cachedCardModel(
  pin: CardPinInput,
  ctx: CardContext,
  key: string = contextKey(ctx),
): PinCardModel {
  let cache = caches.get(key);
  if (!cache) {
    if (caches.size >= MAX_CONTEXTS) {
      const oldest = caches.keys().next().value;
      if (oldest !== undefined) caches.delete(oldest);
    }
    caches.set(key, (cache = new WeakMap()));
  }
  let model = cache.get(pin);
  if (!model) cache.set(pin, (model = decidePinCard(pin, ctx)));
  return model;
}

/** The card's height rule for the masonry: media at the column width plus what is under it. */
export function cardSize(model: Pick<PinCardModel, 'mediaAspect' | 'belowMediaHeight'>): ItemSize {
  return { aspect: model.mediaAspect, extra: model.belowMediaHeight };
}
