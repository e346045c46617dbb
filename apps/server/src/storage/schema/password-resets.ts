import type { ColumnType } from 'kysely';

/** `id` is the sha256 of the reset token: the token itself is only in the mail. */
export interface PasswordResetsTable {
  id: string;
  user_id: number | string;
  created_at: number | string;
  /** When the link was used, or retired by a newer link or a changed password. */
  used_at: ColumnType<number | string | null, number | string | null | undefined>;
}

/** The email check's links (migration 0018): as reset links, with the address they went to. */
export interface EmailVerificationsTable {
  id: string;
  user_id: number | string;
  email: string;
  created_at: number | string;
  used_at: ColumnType<number | string | null, number | string | null | undefined>;
}
