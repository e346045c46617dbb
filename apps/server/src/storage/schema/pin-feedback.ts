import type { ColumnType } from 'kysely';

/** `PinFeedbackResource update {pin_id, feedback_type}`: the last feedback per user and root pin. */
export interface PinFeedbackTable {
  user_id: number | string;
  pin_id: number | string;
  feedback_type: string;
  /** A report's category (REPORT_REASONS), or null. */
  reason: string | null;
  created_at: number | string;
  /** When an operator closed this report (removed the pin, dismissed, suspended); null: open. */
  reviewed_at: ColumnType<number | string | null, number | string | null | undefined>;
}
