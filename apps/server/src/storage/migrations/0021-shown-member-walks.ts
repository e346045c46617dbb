// The home feed's followed-user and followed-board sources walk each member's pins newest
// first, skipping pins on secret boards (storage/home-feed-queries.ts). On pins_pinner and
// pins_board that skip costs a row lookup per index entry (a page of 50 followees read 1,300
// rows to keep 26: 26 ms of a cold signed-in home page on 1M pins, measured by
// bench/explain-feed.mjs). These partial indexes hold only the pins a member's walk may show, so
// the walk is index-only. The literal 'secret' in the queries matches this WHERE on both engines.
import { sql, type Kysely } from 'kysely';

export function shownMemberWalksMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('pins_pinner_shown')
        .on('pins')
        .columns(['pinner_id', 'id'])
        .where(sql.ref('board_privacy'), '!=', sql.lit('secret'))
        .execute();
      await db.schema
        .createIndex('pins_board_shown')
        .on('pins')
        .columns(['board_id', 'id'])
        .where(sql.ref('board_privacy'), '!=', sql.lit('secret'))
        .execute();
    },
  };
}
