// --- Search (issue 6): the results page and the header's typeahead (our wording).
/** The tabs of the search page, by scope (packages/domain search-scopes.ts SEARCH_TABS). */
export const SEARCH_TAB_LABELS = {
  pins: 'Pins',
  boards: 'Boards',
  users: 'People',
  videos: 'Videos',
  buyable_pins: 'Shop',
  idea_pins: 'Idea Pins',
  my_pins: 'Your Pins',
  my_content: 'Your created Pins',
  shop_tool: 'All products',
} as const;

export const SEARCH_UI = {
  tabsLabel: 'Search results',
  /** The search page with no query yet. */
  emptyHeading: 'Search for ideas',
  emptyBody: 'Type what you are looking for in the search box above, or browse:',
  browseLabel: 'Browse',
  loginToSearchYours: 'Log in to search your own Pins.',
  recentHeading: 'Recent searches',
  clearRecent: 'Clear',
  suggestionsLabel: 'Search suggestions',
  /** Under a board's name among the suggestions. */
  boardLabel: 'Board',
  noSuggestions: 'No suggestions',
} as const;

/** The search page's heading and document title: "walnut chair". */
export function searchHeading(query: string): string {
  return `Results for “${query}”`;
}

/** Nothing found: "No Pins found for “walnut”." */
export function searchNothingFound(what: string, query: string): string {
  return `No ${what.toLowerCase()} found for “${query}”.`;
}

/** The typeahead when a spelling nearby was used: "Showing results for “walnut”". */
export function searchCorrected(query: string): string {
  return `Showing results for “${query}”`;
}
