// The news hub (issue 16, "/notifications/ (the news hub: follows, saves of your pins, invites,
// comments ...)"; messages too, "sees the notification arrive") with unread counts in the header and in the phone's bottom bar"). The spec
// names only the route; the rules are ours, after Pinterest's updates tab:
// - news is derived from what happened (a follow, a save, a comment, a reply, an invitation)
//   when it is read, never stored apart: an unfollow, a deleted comment, a block or a secret
//   board takes its news with it, with nothing to keep in step;
// - nobody hears of their own doing (saving one's own pin, commenting on it);
// - a save is news only on a public board (a secret save is the saver's own business);
// - unread is what happened after the person last opened the hub.

/** The kinds, in the order that breaks ties between news of the same instant (last first). */
export const NEWS_KINDS = [
  'followed_you',
  'saved_your_pin',
  'commented_on_your_pin',
  'replied_to_your_comment',
  'invited_you_to_board',
  /** A message (words, a pin or both) in a conversation with the viewer. */
  'messaged_you',
] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

export const NEWS_PAGE_SIZE = 25;
/** Above this the badge reads "99+". */
export const NEWS_BADGE_MAX = 99;

/** Where a page of news ends: its newest-first order is (at, kind rank, id), all descending. */
export interface NewsPosition {
  at: number;
  rank: number;
  id: string;
}

export interface NewsEntry extends NewsPosition {
  kind: NewsKind;
}

export const newsRank = (kind: NewsKind): number => NEWS_KINDS.indexOf(kind);

/**
 * What one kind's source must keep to come after `after` in the hub's order: its rank is fixed,
 * so the position decides by time alone, or by time then id when the rank is the same.
 */
export function newsAfter(
  kind: NewsKind,
  after: NewsPosition | null,
): { before: number; orAt: 'all' | 'none' | { idBelow: string } } | null {
  if (after === null) return null;
  const rank = newsRank(kind);
  if (rank < after.rank) return { before: after.at, orAt: 'all' };
  if (rank > after.rank) return { before: after.at, orAt: 'none' };
  return { before: after.at, orAt: { idBelow: after.id } };
}

const byId = (a: string, b: string) =>
  a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : a.length - b.length;

/** Newest first: later time, then the later kind, then the larger id (ids are whole numbers). */
export function compareNews(a: NewsPosition, b: NewsPosition): number {
  return b.at - a.at || b.rank - a.rank || byId(b.id, a.id);
}

/** One page from each kind's own newest-first page: the newest `limit` of them all. */
export function mergeNews<T extends NewsPosition>(sources: T[][], limit: number): T[] {
  return sources.flat().sort(compareNews).slice(0, limit);
}

/** The badge's text, or null when nothing is unread. */
export function newsBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NEWS_BADGE_MAX ? `${NEWS_BADGE_MAX}+` : String(unread);
}
