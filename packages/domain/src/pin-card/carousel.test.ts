import { describe, expect, it } from 'vitest';
import {
  carouselArrows,
  carouselIndexAfter,
  carouselIndexAfterSwipe,
  carouselStartIndex,
  isCarouselActive,
  swipeDirection,
} from './carousel';

describe('carouselIndexAfter', () => {
  it.each([
    ['"the index moves by items per page (default 1)"', 0, 'next', 5, undefined, 1],
    ['"moves by items per page" (2 per page)', 0, 'next', 5, 2, 2],
    ['"clamped between 0 and the last slide" (at the end)', 4, 'next', 5, undefined, 4],
    ['"clamped ... the last slide" (a page past the end)', 3, 'next', 5, 2, 4],
    ['"clamped between 0 ..." (at the start)', 0, 'previous', 5, undefined, 0],
    ['"clamped between 0 ..." (a page before the start)', 1, 'previous', 5, 2, 0],
    ['back by one', 3, 'previous', 5, undefined, 2],
    ['an out-of-range index is clamped first', 9, 'previous', 5, undefined, 3],
    ['no slides stays at 0', 0, 'next', 0, undefined, 0],
  ] as const)('%s', (_sentence, index, direction, slideCount, itemsPerPage, expected) => {
    expect(carouselIndexAfter(index, direction, { slideCount, itemsPerPage })).toBe(expected);
  });
});

describe('carouselStartIndex', () => {
  it.each([
    ['carousel_data.index within range', 2, 4, 2],
    ['"clamped between 0 and the last slide" (too high)', 7, 4, 3],
    ['"clamped between 0 ..." (negative)', -1, 4, 0],
  ])('%s', (_sentence, index, count, expected) => {
    expect(carouselStartIndex(index, count)).toBe(expected);
  });
});

describe('carouselArrows', () => {
  it.each([
    [
      '"Left arrow is disabled at the first slide"',
      0,
      3,
      { leftDisabled: true, rightDisabled: false },
    ],
    ['"... and right arrow at the last"', 2, 3, { leftDisabled: false, rightDisabled: true }],
    ['both enabled in the middle', 1, 3, { leftDisabled: false, rightDisabled: false }],
    ['one slide: both disabled', 0, 1, { leftDisabled: true, rightDisabled: true }],
  ])('%s', (_sentence, index, count, expected) => {
    expect(carouselArrows(index, count)).toEqual(expected);
  });
});

describe('swipeDirection', () => {
  it.each([
    ['finger moving left is a left swipe', -80, 3, 'left'],
    ['finger moving right is a right swipe', 80, -3, 'right'],
    [
      '"A swipe is ignored if the squared movement is over 100" (vertical 11 px: a scroll)',
      -80,
      11,
      null,
    ],
    ['"... over 100" (vertical exactly 10 px: 100 is not over 100)', -80, 10, 'left'],
    ['a mostly vertical movement is not a swipe', 5, 8, null],
    ['a tap without movement is not a swipe', 0, 0, null],
  ] as const)('%s', (_sentence, dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });
});

describe('carouselIndexAfterSwipe', () => {
  const paging = { slideCount: 3 };
  it.each([
    ['"A left swipe advances if not at the end"', 0, 'left', 1],
    ['"A left swipe advances if not at the end" (at the end)', 2, 'left', 2],
    ['"a right swipe goes back if not at the start"', 2, 'right', 1],
    ['"a right swipe goes back if not at the start" (at the start)', 0, 'right', 0],
    ['an ignored swipe keeps the index', 1, null, 1],
  ] as const)('%s', (_sentence, index, swipe, expected) => {
    expect(carouselIndexAfterSwipe(index, swipe, paging)).toBe(expected);
  });
});

describe('isCarouselActive', () => {
  it.each([
    ['"the saved overlay stays shown for 4 seconds" (3999 ms after)', 13_999, 10_000, true],
    ['"... for 4 seconds" (4000 ms after: over)', 14_000, 10_000, false],
    ['never changed', 5000, null, false],
  ])('%s', (_sentence, now, last, expected) => {
    expect(isCarouselActive(now, last)).toBe(expected);
  });
});
