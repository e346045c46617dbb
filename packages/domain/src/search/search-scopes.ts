// Search result types (spec 000 §3, req 000-3.30): "Search result types: pins, buyable_pins,
// my_pins, videos, boards, users, idea_pins, my_content, shop_tool. Numeric codes 0 to 4 are
// pins, buyable, videos, boards, users." What each finds is decided here
// (docs/ARCHITECTURE.md, "Search").
import { SEARCH_SCOPES, type SearchScope } from '../limits';
import { routeHref } from '../routes';

/** Which list a scope answers. */
export type SearchResultKind = 'pins' | 'boards' | 'users';

/** Which pins a pin scope keeps (the store turns each into a filter). */
export type PinSearchFilter =
  /** Original pins on public boards. */
  | 'originals'
  /** Originals with a product that can be bought now (`is_shoppable`). */
  | 'buyable'
  /** Originals with any product, in stock or not, stale or not (the shopping tool). */
  | 'products'
  | 'videos'
  /** Originals with idea (story) pages. */
  | 'idea_pins'
  /** Every pin on a board the viewer owns or collaborates on: their pins and saves. */
  | 'mine'
  /** The viewer's own originals (pins they created, not saves) on those boards. */
  | 'my_created';

export interface SearchScopeRule {
  scope: SearchScope;
  /** Req 000-3.30's numeric code, where it gives one. */
  code: number | null;
  kind: SearchResultKind;
  /** Pin scopes only. */
  pins: PinSearchFilter | null;
  /** Searching the viewer's own things needs a session (`unauthorized` otherwise). */
  signedIn: boolean;
}

export const SEARCH_SCOPE_RULES: Readonly<Record<SearchScope, SearchScopeRule>> = {
  pins: { scope: 'pins', code: 0, kind: 'pins', pins: 'originals', signedIn: false },
  buyable_pins: { scope: 'buyable_pins', code: 1, kind: 'pins', pins: 'buyable', signedIn: false },
  videos: { scope: 'videos', code: 2, kind: 'pins', pins: 'videos', signedIn: false },
  boards: { scope: 'boards', code: 3, kind: 'boards', pins: null, signedIn: false },
  users: { scope: 'users', code: 4, kind: 'users', pins: null, signedIn: false },
  idea_pins: { scope: 'idea_pins', code: null, kind: 'pins', pins: 'idea_pins', signedIn: false },
  shop_tool: { scope: 'shop_tool', code: null, kind: 'pins', pins: 'products', signedIn: false },
  my_pins: { scope: 'my_pins', code: null, kind: 'pins', pins: 'mine', signedIn: true },
  my_content: { scope: 'my_content', code: null, kind: 'pins', pins: 'my_created', signedIn: true },
};

/** The scope of a numeric code (0 to 4), or null. */
export function searchScopeByCode(code: number): SearchScope | null {
  return SEARCH_SCOPES.find((scope) => SEARCH_SCOPE_RULES[scope].code === code) ?? null;
}

export function isSearchScope(value: string): value is SearchScope {
  return (SEARCH_SCOPES as readonly string[]).includes(value);
}

/** The search page of a scope and query: /search/pins/?q=walnut. */
export function searchHref(scope: SearchScope, query: string): string {
  const q = query.trim();
  return routeHref('search', { scope }, q ? { q } : {});
}
