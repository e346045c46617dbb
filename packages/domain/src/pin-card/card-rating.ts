// Spec 000 §5 "Ratings" (reqs 000-5.19 to 000-5.22) and §9, req 000-9.11: "Rating stars count 5,
// each 18 px wide per unit; star size 15."

import {
  COOK_TIME_ROUND_UP_HALF_AFTER_MIN,
  COOK_TIME_ROUND_UP_HOUR_AFTER_MIN,
  RATING_FULL_STAR_FRACTION,
  RATING_HALF_STAR_FRACTION,
  RATING_MAX_DEFAULT,
  RATING_STAR_COUNT,
  RATING_STAR_SIZE,
  RATING_STAR_WIDTH_PX,
} from '../limits';
import { collapseWhitespace } from '../text';
import type { CardPinInput, CardRating } from './card-model';
import { isRecipePin } from './pin-facts';

export type Star = 'full' | 'half' | 'empty';

/** "Rating is capped at max (default 5)" (and never below 0). */
export function cappedRating(rating: number, max: number = RATING_MAX_DEFAULT): number {
  const top = Number.isFinite(max) && max > 0 ? max : RATING_MAX_DEFAULT;
  if (!Number.isFinite(rating)) return 0;
  return Math.min(top, Math.max(0, rating));
}

/**
 * Exactly 5 stars. The capped rating is scaled to 5 stars (a rating out of 10 fills half as
 * many), then "A star is full at fraction 0.75 or more and half at 0.25 or more."
 */
export function ratingStars(rating: number, max: number = RATING_MAX_DEFAULT): Star[] {
  const top = Number.isFinite(max) && max > 0 ? max : RATING_MAX_DEFAULT;
  const scaled = (cappedRating(rating, top) / top) * RATING_STAR_COUNT;
  return Array.from({ length: RATING_STAR_COUNT }, (_, i): Star => {
    const fraction = scaled - i;
    if (fraction >= RATING_FULL_STAR_FRACTION) return 'full';
    if (fraction >= RATING_HALF_STAR_FRACTION) return 'half';
    return 'empty';
  });
}

/** "each 18 px wide per unit": the width of the star row, 5 × 18 = 90 px. */
export function ratingStarsWidth(): number {
  return RATING_STAR_COUNT * RATING_STAR_WIDTH_PX;
}

/**
 * "Recipe time is shown as '{mins}m' or '{hrs}h {mins}m'. Minutes over 45 round the hour up
 * by 1, and over 15 up by 0.5."
 *
 * Interpretation: under an hour the minutes show as they are ('50m'; there is no hour to
 * round yet). From an hour on, the time is rounded to the half hour by its leftover minutes:
 * over 45 adds an hour, over 15 (up to 45) adds half an hour, 15 or fewer add nothing. The
 * half hour shows as 30 minutes and a whole hour as 0 minutes, so only the spec's two formats
 * ever appear: 70 → '1h 0m', 95 → '1h 30m', 110 → '2h 0m'. Fractional minutes are rounded
 * first; no positive time gives null.
 */
export function cookTimeLabel(minutes: number | null | undefined): string | null {
  if (minutes == null || !Number.isFinite(minutes)) return null;
  const total = Math.round(minutes);
  if (total <= 0) return null;
  if (total < 60) return `${total}m`;
  let hours = Math.floor(total / 60);
  const leftover = total % 60;
  let mins = 0;
  if (leftover > COOK_TIME_ROUND_UP_HOUR_AFTER_MIN) hours += 1;
  else if (leftover > COOK_TIME_ROUND_UP_HALF_AFTER_MIN) mins = 30;
  return `${hours}h ${mins}m`;
}

/**
 * The rating row: "The recipe rating row shows only for recipe pins with a review count"
 * (a count above 0). The cook time prefers minutes; a display string is the fallback.
 */
export function cardRating(pin: CardPinInput): CardRating | null {
  if (!isRecipePin(pin)) return null;
  const rating = pin.rich_summary?.aggregate_rating ?? pin.rich_metadata?.aggregate_rating;
  if (!rating || !(rating.review_count > 0)) return null;
  const recipe = pin.rich_summary?.recipe ?? pin.rich_metadata?.recipe;
  const max =
    rating.best_rating && rating.best_rating > 0 ? rating.best_rating : RATING_MAX_DEFAULT;
  const display = collapseWhitespace(recipe?.display_cook_time ?? '');
  return {
    value: cappedRating(rating.rating_value, max),
    max,
    stars: ratingStars(rating.rating_value, max),
    reviewCount: Math.floor(rating.review_count),
    cookTime: cookTimeLabel(recipe?.cook_time_minutes) ?? (display || null),
    starSize: RATING_STAR_SIZE,
  };
}
