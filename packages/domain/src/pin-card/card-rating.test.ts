import { describe, expect, it } from 'vitest';
import type { CardPinInput } from './card-model';
import {
  cappedRating,
  cardRating,
  cookTimeLabel,
  ratingStars,
  ratingStarsWidth,
} from './card-rating';
import { pin } from './test-fixtures';

describe('ratingStars', () => {
  it.each([
    [
      '"A star is full at fraction 0.75 or more" (4.75)',
      4.75,
      5,
      ['full', 'full', 'full', 'full', 'full'],
    ],
    ['"... and half at 0.25 or more" (4.25)', 4.25, 5, ['full', 'full', 'full', 'full', 'half']],
    ['below 0.25 is empty (4.2)', 4.2, 5, ['full', 'full', 'full', 'full', 'empty']],
    ['0.74 is half, not full (3.74)', 3.74, 5, ['full', 'full', 'full', 'half', 'empty']],
    ['3.5 is three and a half', 3.5, 5, ['full', 'full', 'full', 'half', 'empty']],
    [
      '"Rating is capped at max (default 5)" (7 of 5)',
      7,
      5,
      ['full', 'full', 'full', 'full', 'full'],
    ],
    [
      'a rating out of 10 fills 5 stars proportionally (7 of 10)',
      7,
      10,
      ['full', 'full', 'full', 'half', 'empty'],
    ],
    ['zero', 0, 5, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ] as const)('%s', (_sentence, rating, max, expected) => {
    expect(ratingStars(rating, max)).toEqual(expected);
  });

  it('"Rating stars count 5": always exactly 5', () => {
    expect(ratingStars(-3)).toHaveLength(5);
    expect(ratingStars(Number.NaN)).toHaveLength(5);
  });

  it('"Rating is capped at max (default 5)"', () => {
    expect(cappedRating(6)).toBe(5);
    expect(cappedRating(6, 10)).toBe(6);
    expect(cappedRating(-1)).toBe(0);
  });

  it('"each 18 px wide per unit": 5 stars are 90 px', () => {
    expect(ratingStarsWidth()).toBe(90);
  });
});

describe('cookTimeLabel', () => {
  // "Recipe time is shown as '{mins}m' or '{hrs}h {mins}m'. Minutes over 45 round the hour up
  // by 1, and over 15 up by 0.5." Worked table:
  //   minutes | hours + leftover | rule                    | label
  //   10      | 0h + 10          | under an hour           | 10m
  //   25      | 0h + 25          | under an hour           | 25m
  //   50      | 0h + 50          | under an hour           | 50m
  //   70      | 1h + 10          | 10 ≤ 15: no round-up    | 1h 0m
  //   95      | 1h + 35          | 35 > 15: up by 0.5      | 1h 30m
  //   130     | 2h + 10          | 10 ≤ 15: no round-up    | 2h 0m
  //   105     | 1h + 45          | 45 is not over 45: +0.5 | 1h 30m
  //   106     | 1h + 46          | 46 > 45: up by 1        | 2h 0m
  it.each([
    ["'{mins}m' (10)", 10, '10m'],
    ["'{mins}m' (25)", 25, '25m'],
    ["'{mins}m' (50: no hour to round under 60)", 50, '50m'],
    ["'{hrs}h {mins}m' (70: leftover 10, not over 15)", 70, '1h 0m'],
    ['"over 15 up by 0.5" (95: leftover 35)', 95, '1h 30m'],
    ['130: leftover 10, not over 15', 130, '2h 0m'],
    ['"over 15" (75: leftover 15 is not over 15)', 75, '1h 0m'],
    ['"over 15" (76: leftover 16)', 76, '1h 30m'],
    ['"Minutes over 45 ..." (105: 45 is not over 45)', 105, '1h 30m'],
    ['"Minutes over 45 round the hour up by 1" (106)', 106, '2h 0m'],
    ['exactly an hour', 60, '1h 0m'],
    ['no time', 0, null],
    ['fractional minutes round first', 24.6, '25m'],
  ] as const)('%s', (_sentence, minutes, expected) => {
    expect(cookTimeLabel(minutes)).toBe(expected);
  });
});

describe('cardRating', () => {
  const recipe = (review_count: number, extra: Partial<CardPinInput> = {}) =>
    pin({
      rich_summary: {
        type_name: 'recipe',
        recipe: { cook_time_minutes: 95 },
        aggregate_rating: { rating_value: 4.5, best_rating: 5, review_count },
      },
      ...extra,
    });

  it('"The recipe rating row shows only for recipe pins with a review count"', () => {
    expect(cardRating(recipe(120))).toEqual({
      value: 4.5,
      max: 5,
      stars: ['full', 'full', 'full', 'full', 'half'],
      reviewCount: 120,
      cookTime: '1h 30m',
      starSize: 15,
    });
  });

  it.each<[string, CardPinInput]>([
    ['"... with a review count" (0 reviews: no row)', recipe(0)],
    [
      '"... only for recipe pins" (a product with a rating: no row)',
      pin({
        rich_summary: {
          type_name: 'product',
          aggregate_rating: { rating_value: 4, review_count: 9 },
        },
      }),
    ],
    ['a recipe without a rating', pin({ rich_summary: { type_name: 'recipe' } })],
  ])('%s', (_sentence, input) => {
    expect(cardRating(input)).toBeNull();
  });

  it('"Rating is capped at max (default 5)" when best_rating is missing', () => {
    const p = pin({
      rich_metadata: {
        type_name: 'recipe',
        aggregate_rating: { rating_value: 9, review_count: 3 },
      },
    });
    expect(cardRating(p)).toMatchObject({ value: 5, max: 5, cookTime: null });
  });

  it('a display cook time is the fallback', () => {
    const p = pin({
      rich_summary: {
        type_name: 'recipe',
        recipe: { display_cook_time: ' 20 min ' },
        aggregate_rating: { rating_value: 4, review_count: 3 },
      },
    });
    expect(cardRating(p)?.cookTime).toBe('20 min');
  });
});
