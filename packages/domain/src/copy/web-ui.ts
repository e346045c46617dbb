import { SITE } from './site';
import { groupDigits } from './numbers';

// --- Page chrome and document titles of the web app (our wording; the spec shows none).
export const PAGE_TEXT = {
  /** Accessible name of the logo link in the header. */
  logoLabel: `${SITE.name} home`,
  /** A pin with no title, description or alt text. */
  pinFallbackTitle: 'Pin',
  pinsLabel: 'Pins',
  loading: 'Loading',
  loadingMore: 'Loading more Pins',
  /** A next page that failed to load, beside Try again. */
  loadMoreFailed: "Couldn't load more Pins.",
  feedEmpty: 'Nothing to see here yet.',
  errorNetwork: 'Could not reach Corkboard. Check your connection and try again.',
  notFoundDocumentTitle: 'Page not found',
  errorDocumentTitle: 'Something went wrong',
} as const;

/** Document titles: "{title} | Corkboard"; the home page is just "Corkboard". */
export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${SITE.name}` : SITE.name;
}

export function atUsername(username: string): string {
  return `@${username}`;
}

// --- Pin card controls and labels (our wording).
/** Pin card controls: the spec names them but not their words (our wording). */
export const CARD_TEXT = {
  downloadImage: 'Download image',
  playVideo: 'Play video',
  pauseVideo: 'Pause video',
  previousSlide: 'Previous',
  nextSlide: 'Next',
  gif: 'GIF',
  shoppable: 'Shoppable Pin',
  debug: 'Debug',
  galleryTitle: 'Card gallery',
  galleryIntro: 'Every pin card variant, side by side (demo and development only).',
} as const;

export function slideLabel(position: number, count: number): string {
  return `${position} of ${count}`;
}

export function pageCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'}`;
}

export function ratingLabel(value: number, max: number): string {
  return `Rated ${value} out of ${max}`;
}

export function reviewCountLabel(count: number): string {
  return `${groupDigits(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

export function reactionCountLabel(count: number): string {
  return `${groupDigits(count)} ${count === 1 ? 'reaction' : 'reactions'}`;
}
