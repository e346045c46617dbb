/**
 * Pins a user hid from their search results (`PUT /v3/search/{pin_id}/hide/`, req 000-7.12).
 * One row per user and pin: a hidden pin stays out of every search of that user until
 * `/unhide/`. `query` and `pin_type` are what the client sent with the hide, kept as given.
 */
export interface SearchHidesTable {
  user_id: number | string;
  pin_id: number | string;
  query: string;
  pin_type: string | null;
  /** Why the viewer hid it (HIDE_REASONS), or null. */
  reason: string | null;
  created_at: number | string;
}
