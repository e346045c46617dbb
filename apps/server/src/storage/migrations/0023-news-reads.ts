// The news hub's unread mark (issue 16): one row per person, the time they last opened it.
// The news is derived from the tables of what happened (storage/news-store.ts), so this is all
// it needs to store. The sources and the indexes they walk: follows newest first
// (user_follows_followee_time, the followers list's), saves by their original (pins_origin,
// from the viewer's pins on pins_pinner), comments by pin (pin_comments_pin), replies by
// parent (pin_comments_parent, from the viewer's comments on pin_comments_user), invitations
// by invitee (board_collaborators_user).
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function newsReadsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('news_reads')
        .addColumn('user_id', t.ref, (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('seen_at', t.time, (c) => c.notNull())
        .execute();
    },
  };
}
