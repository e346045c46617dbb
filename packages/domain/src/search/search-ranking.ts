// How search results are ordered (issue 13, "Search and discovery quality"): by how well the
// text matches, then by engagement, then newest first. Both engines compute the same score
// from the same parts (apps/server storage/search-store.ts writes this rule in SQL), so a query
// answers the same order on SQLite and PostgreSQL, and the relevance test set
// (apps/server/test/api/search-relevance.test.ts) holds on both.

/** Where a result's text matched the query's terms. */
export type SearchMatch =
  /** Every term in the title (a board's name). */
  | 'whole_title'
  /** Some terms in the title, the rest in the description or elsewhere. */
  | 'part_title'
  /** No term in the title: only the description, the domain or the site's name. */
  | 'elsewhere';

/** The strength of each kind of match: a stronger match always ranks first. */
export const SEARCH_MATCH_STRENGTH: Readonly<Record<SearchMatch, number>> = {
  whole_title: 2,
  part_title: 1,
  elsewhere: 0,
};

/**
 * Engagement counts up to this many (saves of a pin, pins of a board): a score is then one
 * integer, band × (cap + 1) + engagement, and the keyset cursor compares it exactly.
 */
export const SEARCH_ENGAGEMENT_CAP = 999_999;

/** Decided: a board's pins count up to a thousand (counting more only costs the query). */
export const SEARCH_BOARD_PINS_COUNTED = 1000;

/**
 * The band of a pin result. Decided: an ad never outranks an organic pin that matches as
 * well, so within each strength the organic pins come first; an ad that matches the whole
 * title still ranks above organic pins that match less.
 */
export function pinSearchBand(match: SearchMatch, promoted: boolean): number {
  return SEARCH_MATCH_STRENGTH[match] * 2 + (promoted ? 0 : 1);
}

/**
 * The band of a board result. Decided: an empty board has nothing to show, so it comes after
 * every board with pins, whatever its name.
 */
export function boardSearchBand(match: SearchMatch, pinCount: number): number {
  return pinCount > 0 ? SEARCH_MATCH_STRENGTH[match] + 1 : 0;
}

/** A result's score: its band, then engagement (capped), as one integer. Higher ranks first. */
export function searchScore(band: number, engagement: number): number {
  return (
    band * (SEARCH_ENGAGEMENT_CAP + 1) + Math.min(Math.max(engagement, 0), SEARCH_ENGAGEMENT_CAP)
  );
}

/** The match of a text whose title (name) holds `inTitle` of the query's `terms` terms. */
export function searchMatchOf(inTitle: number, terms: number): SearchMatch {
  if (inTitle >= terms && terms > 0) return 'whole_title';
  return inTitle > 0 ? 'part_title' : 'elsewhere';
}
