/**
 * Comments on pins (issue 16, migrations/0022-pin-comments.ts): `parent_id` is the top-level
 * comment a reply answers, null for a top-level comment.
 */
import type { ColumnType, Generated } from 'kysely';

export interface PinCommentsTable {
  id: Generated<number | string>;
  pin_id: number | string;
  user_id: number | string;
  parent_id: number | string | null;
  text: string;
  created_at: number | string;
}

/** One report of a comment by one person; `closed_at` is set when an operator decided. */
export interface PinCommentReportsTable {
  comment_id: number | string;
  reporter_id: number | string;
  /** One of REPORT_REASONS. */
  reason: string;
  created_at: number | string;
  closed_at: ColumnType<number | string | null, number | string | null | undefined>;
}
