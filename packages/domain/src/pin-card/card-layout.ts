// Spec 000 §9 heights (req 000-9.12), added up so the masonry knows a card's height from data
// alone: card height = column width × mediaAspect + belowMediaHeight. Everything below the media is
// a fixed-height row; overlays (badges, shopping indicator, tag chips, hover content, the reason
// line shown with the hover content) sit on the media and add nothing.
import { DISCLOSURE_ROW_HEIGHT, RATING_ROW_HEIGHT, REACTION_ROW_HEIGHT } from '../limits';
import type { CardBelowMediaParts, CardFooter, CardRating } from './card-model';
import type { CardReactions } from './card-reactions';

export interface BelowMediaInput {
  footer: CardFooter | null;
  rating: CardRating | null;
  reactions: CardReactions | null;
  /** From card-attribution.ts attributionHeight (0 for none). */
  attributionHeight: number;
  /** Disclosure texts shown under the attribution (null ones take no line). */
  disclosures: (string | null)[];
}

/** Stacking order: footer, rating row, reaction row, attribution, disclosure lines. */
export function belowMediaParts(input: BelowMediaInput): CardBelowMediaParts {
  return {
    footer: input.footer?.height ?? 0,
    rating: input.rating ? RATING_ROW_HEIGHT : 0,
    reactions: input.reactions?.visible ? REACTION_ROW_HEIGHT : 0,
    attribution: input.attributionHeight,
    disclosures: input.disclosures.filter((text) => text !== null).length * DISCLOSURE_ROW_HEIGHT,
  };
}

export function belowMediaHeight(parts: CardBelowMediaParts): number {
  return parts.footer + parts.rating + parts.reactions + parts.attribution + parts.disclosures;
}
