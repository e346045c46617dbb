// User-facing strings the web client needs that the catalogue in @corkboard/domain (copy.ts)
// does not have yet. Kept in this ONE file so they can be moved there as they are.
import { SITE } from '@corkboard/domain';

export const COPY_PENDING = {
  /** Accessible name of the logo link in the header. */
  logoLabel: `${SITE.name} home`,
  /** A pin with no title, description or alt text. */
  pinFallbackTitle: 'Pin',
  /** Closeup: "Saved to {board link}". */
  closeupSavedTo: 'Saved to',
  /** Board header: "by {owner link}". */
  boardBy: 'by',
  sectionsHeading: 'Sections',
  boardsHeading: 'Boards',
  savedPinsHeading: 'All Pins',
  profileTabs: 'Profile',
  pinsLabel: 'Pins',
  loading: 'Loading',
  loadingMore: 'Loading more Pins',
  feedEmpty: 'Nothing to see here yet.',
  errorNetwork: 'Could not reach Corkboard. Check your connection and try again.',
  saveComingSoon: 'Saving is coming soon',
  notFoundDocumentTitle: 'Page not found',
  errorDocumentTitle: 'Something went wrong',
} as const;

/** Document titles: "{title} | Corkboard"; the home page is just "Corkboard". */
export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${SITE.name}` : SITE.name;
}

/** "{board name} by {full name}". */
export function boardTitle(board: string, owner: string): string {
  return `${board} by ${owner}`;
}

/** "{full name} (@{username})". */
export function profileTitle(fullName: string, username: string): string {
  return `${fullName} (@${username})`;
}

export function atUsername(username: string): string {
  return `@${username}`;
}

export function profileDescription(fullName: string, username: string): string {
  return `See what ${fullName} (@${username}) has discovered on ${SITE.name}.`;
}

/** Board meta description when the board has none of its own. */
export function boardDescription(board: string, owner: string, pins: string): string {
  return `${board} by ${owner}: ${pins} on ${SITE.name}.`;
}
