// The search page's tabs, apart from the scopes' rules (search-scopes.ts) that the header reads:
// only the search page's own chunk carries them.
import type { SearchScope } from '../limits';

/** The tabs of the search page, in order: every scope that has a page (the labels live in the
 *  copy). */
export const SEARCH_TABS = [
  'pins',
  'boards',
  'users',
  'videos',
  'buyable_pins',
  'idea_pins',
  'shop_tool',
  'my_pins',
  'my_content',
] as const satisfies readonly SearchScope[];
