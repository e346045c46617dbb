// Carousel state of spec 000 §4, reqs 000-4.18 to 000-4.20: "the index moves by items per page
// (default 1), clamped between 0 and the last slide. Left arrow is disabled at the first slide
// and right arrow at the last. A left swipe advances if not at the end; a right swipe goes back
// if not at the start." And §9, req 000-9.15: "A swipe is ignored if the squared movement is
// over 100."

import {
  CAROUSEL_ITEMS_PER_PAGE_DEFAULT,
  SAVED_OVERLAY_AFTER_CAROUSEL_MS,
  SWIPE_MAX_SQUARED_MOVEMENT,
} from '../limits';

export type CarouselDirection = 'next' | 'previous';
export type SwipeDirection = 'left' | 'right';

export interface CarouselPaging {
  slideCount: number;
  itemsPerPage?: number;
}

function lastSlide(slideCount: number): number {
  return Math.max(0, Math.floor(slideCount) - 1);
}

/** "clamped between 0 and the last slide" (a non-integer index is floored first). */
export function clampCarouselIndex(index: number, slideCount: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(lastSlide(slideCount), Math.max(0, Math.floor(index)));
}

/** The slide a carousel opens on: carousel_data.index, clamped. */
export function carouselStartIndex(index: number, slideCount: number): number {
  return clampCarouselIndex(index, slideCount);
}

/**
 * "the index moves by items per page (default 1), clamped between 0 and the last slide".
 * The clamp is to the last slide, not the last full page, so that the right arrow (disabled
 * "at the last" slide) always ends up disabled.
 */
export function carouselIndexAfter(
  index: number,
  direction: CarouselDirection,
  { slideCount, itemsPerPage = CAROUSEL_ITEMS_PER_PAGE_DEFAULT }: CarouselPaging,
): number {
  const step = Math.max(1, Math.floor(itemsPerPage));
  const from = clampCarouselIndex(index, slideCount);
  return clampCarouselIndex(direction === 'next' ? from + step : from - step, slideCount);
}

/** "Left arrow is disabled at the first slide and right arrow at the last." */
export function carouselArrows(
  index: number,
  slideCount: number,
): { leftDisabled: boolean; rightDisabled: boolean } {
  const at = clampCarouselIndex(index, slideCount);
  return { leftDisabled: at <= 0, rightDisabled: at >= lastSlide(slideCount) };
}

/**
 * The swipe a finger movement makes (dx, dy: end minus start, in px), or null when ignored.
 *
 * Interpretation of "A swipe is ignored if the squared movement is over 100": read literally
 * (dx² + dy² > 100), every real swipe would be ignored and only a wobble under 10 px would
 * count, which cannot be meant. The squared movement is the one across the swipe axis: a
 * vertical movement over 10 px (dy² > 100) means the visitor is scrolling the page, and the
 * gesture is not a swipe. A swipe must also be mostly horizontal (|dx| > |dy|), so a tap
 * without movement is never one. Finger moving left (dx < 0) is a left swipe.
 */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (dy * dy > SWIPE_MAX_SQUARED_MOVEMENT) return null;
  if (Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** "A left swipe advances if not at the end; a right swipe goes back if not at the start." */
export function carouselIndexAfterSwipe(
  index: number,
  swipe: SwipeDirection | null,
  paging: CarouselPaging,
): number {
  if (swipe === null) return clampCarouselIndex(index, paging.slideCount);
  return carouselIndexAfter(index, swipe === 'left' ? 'next' : 'previous', paging);
}

/**
 * "After a carousel index change the saved overlay stays shown for 4 seconds": whether the
 * carousel still counts as active `nowMs` after its last index change (null: never changed).
 */
export function isCarouselActive(nowMs: number, lastIndexChangeAtMs: number | null): boolean {
  if (lastIndexChangeAtMs === null) return false;
  const elapsed = nowMs - lastIndexChangeAtMs;
  return elapsed >= 0 && elapsed < SAVED_OVERLAY_AFTER_CAROUSEL_MS;
}
