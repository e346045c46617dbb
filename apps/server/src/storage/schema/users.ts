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
}
