/**
 * When each person last opened the news hub (issue 16, migrations/0023-news-reads.ts): what
 * happened after it is unread. The news itself is derived from what happened (news-store.ts).
 */
export interface NewsReadsTable {
  user_id: number | string;
  seen_at: number | string;
}
