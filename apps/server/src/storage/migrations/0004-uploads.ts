// Uploads (issue 5, docs/API.md §3 "Uploads"): the registry VIPResource keeps while the media
// workers process a file.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function uploadsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('uploads')
        .addColumn('id', t.idType, t.id)
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('signature', 'text')
        .addColumn('failure_reason', 'text')
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .execute();
      // Answers the hourly quota ("uploads of this user since …") by a range scan.
      await db.schema
        .createIndex('uploads_user_created')
        .on('uploads')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
