// What the search resources answer (API.md §3 "Discovery and feedback"; issue 6).
import type { Board, UserSummary } from './wire';

/** A person in search results: the summary, their first name and follower count. */
export interface SearchUser extends UserSummary {
  first_name: string;
  follower_count: number;
  explicitly_followed_by_me: boolean;
}

/** One suggestion of the typeahead: a query to run, a board, or a person. */
export type TypeaheadItem =
  | { type: 'query'; query: string }
  | { type: 'board'; board: Board }
  | { type: 'user'; user: SearchUser };

/** `SearchTypeaheadResource get {query}`. */
export interface SearchTypeahead {
  query: string;
  /** Set when nothing matched as typed and a spelling nearby did: the query that was used. */
  corrected_query: string | null;
  items: TypeaheadItem[];
}

/** `PUT /v3/search/{pin_id}/hide/` and `/unhide/`. */
export interface SearchHideState {
  pin_id: string;
  hidden: boolean;
}
