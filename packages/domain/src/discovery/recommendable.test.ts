import { describe, expect, it } from 'vitest';
import { isRecommendable, type RecommendableInput } from './recommendable';

describe('isRecommendable: recommending surfaces never offer a deleted idea pin', () => {
  it.each<[string, RecommendableInput, boolean]>([
    ['an image pin (no story)', { story_pin_data: null }, true],
    ['a pin without the field', {}, true],
    ['an idea pin', { story_pin_data: { is_deleted: false } }, true],
    ['an idea pin that does not say', { story_pin_data: {} }, true],
    [
      '"A deleted story pin shows a placeholder" (spec 000 §4, req 000-4.23), on its boards only',
      { story_pin_data: { is_deleted: true } },
      false,
    ],
  ])('%s', (_case, pin, expected) => {
    expect(isRecommendable(pin)).toBe(expected);
  });
});
