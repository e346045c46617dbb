// Comments on pins (issue 16, "/pin/{id}/comments: comments and replies on pins, with reporting
// and the owner's delete"). The spec names only the route; the rules are ours, after Pinterest's:
// - a comment is on the pin shown (a save has its own talk, as it has its own reactions);
// - replies are one level deep: a reply to a reply joins the thread of its top-level comment,
//   so a thread never turns into a staircase on a phone;
// - its author may delete a comment, and so may the pin's pinner (the owner keeps their pin's
//   talk civil); deleting a top-level comment takes its replies with it;
// - a person who reports a comment no longer sees it (the report is theirs; the operators
//   decide for everyone else).

/** Pinterest's limit for a comment. */
export const COMMENT_TEXT_MAX = 500;
/** Top-level comments a page of the comments list (newest first). */
export const COMMENTS_PAGE_SIZE = 25;
/** Replies a page under a comment (oldest first, so a thread reads in order). */
export const REPLIES_PAGE_SIZE = 10;
/** Comments the closeup shows before "View all comments". */
export const CLOSEUP_COMMENTS_SHOWN = 2;

/** What the thread rule needs of the comment a reply answers. */
export interface ReplyTarget {
  id: string;
  /** The top-level comment it replies to, or null when it is one. */
  parentId: string | null;
}

/** The top-level comment a new reply belongs under: the target itself, or the target's own. */
export function threadOf(target: ReplyTarget): string {
  return target.parentId ?? target.id;
}

/** Who may delete a comment: its author, or the pinner of the pin it is on. */
export function mayDeleteComment(input: {
  viewerId: string | null;
  authorId: string;
  pinnerId: string;
}): boolean {
  const { viewerId } = input;
  return viewerId !== null && (viewerId === input.authorId || viewerId === input.pinnerId);
}

/** The text as it is kept: trimmed at both ends; null when nothing is left to post. */
export function commentTextOf(raw: string): string | null {
  const text = raw.trim();
  return text === '' ? null : text;
}

/** A comment's age as the list writes it, largest whole unit first: "now", "5m", "3h", "2d"... */
export type CommentAge = { unit: 'now' } | { unit: 'm' | 'h' | 'd' | 'w' | 'y'; n: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Each unit, and how many of it are written before the next unit takes over. */
const AGE_UNITS: readonly { unit: 'm' | 'h' | 'd' | 'w'; ms: number; below: number }[] = [
  { unit: 'm', ms: MINUTE, below: 60 },
  { unit: 'h', ms: 60 * MINUTE, below: 24 },
  { unit: 'd', ms: DAY, below: 7 },
  { unit: 'w', ms: 7 * DAY, below: 52 },
];

/** How old a comment made at `createdAt` is at `now` (both ms); a clock behind reads "now". */
export function commentAge(createdAt: number, now: number): CommentAge {
  const elapsed = now - createdAt;
  if (!(elapsed >= MINUTE)) return { unit: 'now' };
  for (const { unit, ms, below } of AGE_UNITS) {
    const n = Math.floor(elapsed / ms);
    if (n < below) return { unit, n };
  }
  // 52 weeks are 364 days: from there on it is at least a year.
  return { unit: 'y', n: Math.max(1, Math.floor(elapsed / (365 * DAY))) };
}
