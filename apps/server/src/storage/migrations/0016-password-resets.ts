// Password reset links (issue 16): one row per link, keyed by the sha256 of its token (the
// token itself is only in the mail). Used or superseded links stay until the account goes.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function passwordResetsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('password_resets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('used_at', t.time)
        .execute();
      // A new link or a changed password retires every open link of the account.
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .column('user_id')
        .execute();
    },
  };
}
