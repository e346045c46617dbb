import { describe, expect, it } from 'vitest';
import { belowMediaHeight, belowMediaParts } from './card-layout';
import type { CardFooter, CardRating } from './card-model';

const footer: CardFooter = {
  title: 'T',
  titleLines: 2,
  description: null,
  domain: null,
  price: null,
  merchant: null,
  height: 75,
};
const rating: CardRating = {
  value: 4,
  max: 5,
  stars: ['full', 'full', 'full', 'full', 'empty'],
  reviewCount: 3,
  cookTime: null,
  starSize: 15,
};
const reactions = { visible: true, controls: true, total: 3, top: ['like'] };

describe('belowMediaParts', () => {
  it('"Card footer height is 75 when signed in" + rating 24 + "Fixed reaction row height 18" + attribution + disclosures', () => {
    const parts = belowMediaParts({
      footer,
      rating,
      reactions,
      attributionHeight: 40,
      disclosures: ['AI', null, 'Paid'],
    });
    expect(parts).toEqual({
      footer: 75,
      rating: 24,
      reactions: 18,
      attribution: 40,
      disclosures: 40,
    });
    expect(belowMediaHeight(parts)).toBe(197);
  });

  it('an image-only card has nothing below the media', () => {
    const parts = belowMediaParts({
      footer: null,
      rating: null,
      reactions: null,
      attributionHeight: 0,
      disclosures: [null],
    });
    expect(belowMediaHeight(parts)).toBe(0);
  });

  it('"Attribution height 90 with merchant" is taken as given', () => {
    const parts = belowMediaParts({
      footer: null,
      rating: null,
      reactions: null,
      attributionHeight: 90,
      disclosures: [],
    });
    expect(belowMediaHeight(parts)).toBe(90);
  });
});
