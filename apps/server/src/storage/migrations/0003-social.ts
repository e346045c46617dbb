// Blocking (spec 002 §1, §7, reqs 002-1.02, 002-7.12): user_blocks. Follows and collaborators
// already exist.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function socialMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user_blocks')
        .addColumn('blocker_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('blocked_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('block_source', 'text')
        .addColumn('block_context', 'text')
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
      // The primary key answers "did X block the viewer?" in feeds (both columns known); this
      // index answers "who blocked the viewer?".
      await db.schema
        .createIndex('user_blocks_blocked')
        .on('user_blocks')
        .columns(['blocked_id', 'blocker_id'])
        .execute();
    },
  };
}
