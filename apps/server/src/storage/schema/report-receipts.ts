/**
 * A person's own reports and the violations on their content (issue 16,
 * migrations/0026-report-receipts.ts): both outlive the pin or comment they name.
 */
import type { ColumnType, Generated } from 'kysely';

/** One report a person filed, as they see it on /reports-and-violations/. */
export interface ReportReceiptsTable {
  id: Generated<number | string>;
  reporter_id: number | string;
  /** 'pin' | 'comment' */
  kind: string;
  /** The reported root pin, or the comment. */
  subject_id: number | string;
  /** The pin the person reported (or the comment's pin): where the receipt links while it exists. */
  pin_id: number | string;
  /** What it said when reported: the pin's title, the comment's text. */
  excerpt: string;
  /** One of REPORT_REASONS, or null. */
  reason: string | null;
  created_at: number | string;
  /** When an operator decided; null: open. */
  decided_at: ColumnType<number | string | null, number | string | null | undefined>;
  /** Domain REPORT_OUTCOMES; null while open (and for reports decided before 0026). */
  outcome: ColumnType<string | null, string | null | undefined>;
}

/** What operators removed from a person's content (or their suspended account). */
export interface ContentViolationsTable {
  id: Generated<number | string>;
  owner_id: number | string;
  /** 'pin' | 'comment' | 'account' */
  kind: string;
  /** The removed pin or comment, or the suspended account. */
  subject_id: number | string;
  /** The pin's title (for an account, the reported pin's) or the comment's text. */
  excerpt: string | null;
  /** The reason most of its reports gave (mostCommonReason), or null. */
  reason: string | null;
  created_at: number | string;
}
