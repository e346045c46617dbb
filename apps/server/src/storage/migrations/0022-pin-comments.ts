// Comments on pins and their reports (issue 16; rules in domain comments/comment-rules.ts).
// A reply points at its top-level comment (one level deep), so deleting a comment takes its
// replies by cascade, as deleting the pin or a person takes theirs.
//
// Reads, and the index each walks:
// - a pin's top-level comments, newest first: pin_comments_pin (pin_id, parent_id, id) with
//   parent_id IS NULL, an equality both engines' btrees serve; the closeup's count walks it too;
// - the replies under a comment, oldest first, and the reply counts of a page of comments:
//   pin_comments_parent (parent_id, id);
// - a person's comments when their account goes: pin_comments_user.
// Reports are one row per comment and reporter (the primary key is the "hidden from its
// reporter" lookup); the operators' queue reads the open ones.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function pinCommentsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('pin_comments')
        .addColumn('id', t.idType, t.id)
        .addColumn('pin_id', t.ref, (c) => c.notNull().references('pins.id').onDelete('cascade'))
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('parent_id', t.ref, (c) => c.references('pin_comments.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pin_comments_pin')
        .on('pin_comments')
        .columns(['pin_id', 'parent_id', 'id'])
        .execute();
      await db.schema
        .createIndex('pin_comments_parent')
        .on('pin_comments')
        .columns(['parent_id', 'id'])
        .execute();
      await db.schema
        .createIndex('pin_comments_user')
        .on('pin_comments')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('pin_comment_reports')
        .addColumn('comment_id', t.ref, (c) =>
          c.notNull().references('pin_comments.id').onDelete('cascade'),
        )
        .addColumn('reporter_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('closed_at', t.time)
        .addPrimaryKeyConstraint('pin_comment_reports_pk', ['comment_id', 'reporter_id'])
        .execute();
      await db.schema
        .createIndex('pin_comment_reports_reporter')
        .on('pin_comment_reports')
        .column('reporter_id')
        .execute();
    },
  };
}
