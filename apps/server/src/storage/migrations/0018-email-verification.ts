// The email check (issue 16, "email verification"): links kept as the password reset's are
// (sha256 of the token), with the address they were sent to, and when the account's address was
// verified. Accounts from before have not been asked, so they stay unverified until they are.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function emailVerificationMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('email_verified_at', t.time).execute();
      await db.schema
        .createTable('email_verifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('used_at', t.time)
        .execute();
      await db.schema
        .createIndex('email_verifications_user')
        .on('email_verifications')
        .column('user_id')
        .execute();
    },
  };
}
