/**
 * Hidden pins (`PUT /v3/p2p/{pin}/hide/`, `/v3/news_hub/{news_id}/pin/{pin_id}/hide/`, spec 000 §7,
 * reqs 000-7.10, 000-7.11): one row per user and root pin (the original; hiding any copy hides
 * every copy), left out of that user's feeds until unhidden. `surface` is the endpoint that hid it,
 * or `feedback` when a PinFeedbackResource report did.
 */
export interface PinHidesTable {
  user_id: number | string;
  pin_id: number | string;
  surface: string;
  news_id: string | null;
  /** Why the viewer hid it (HIDE_REASONS), or null. */
  reason: string | null;
  created_at: number | string;
}
