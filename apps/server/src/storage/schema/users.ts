import type { ColumnType, Generated } from 'kysely';

/** Flags are 0/1 integers on both engines; ids come back as number (SQLite) or string (pg). */
export interface UsersTable {
  id: Generated<number | string>;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  about: string;
  avatar_signature: string | null;
  is_employee: number;
  is_verified_merchant: number;
  verified_identity: number;
  save_behavior: number;
  created_at: number | string;
  /** When an operator suspended the account (issue 14); null: in good standing. */
  suspended_at: ColumnType<number | string | null, number | string | null | undefined>;
  /** When the account's email was verified (issue 16, migration 0018); null: not yet. */
  email_verified_at: ColumnType<number | string | null, number | string | null | undefined>;
}

/**
 * A person's last sign-in and resurrection_info.resurrection_dt (a sign-in after 28 days or
 * more without one): issue 15 targets people coming back. Private: no page shows it.
 */
export interface UserSignInsTable {
  user_id: number | string;
  last_sign_in_at: number | string;
  resurrected_at: number | string | null;
}
