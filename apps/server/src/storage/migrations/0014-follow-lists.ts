// Followers and following lists (issue 16): newest follow first, keyset-paged on (created_at,
// the other person's id), for either side of user_follows.
import type { Kysely } from 'kysely';

export function followListsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('user_follows_followee_time')
        .on('user_follows')
        .columns(['followee_id', 'created_at', 'follower_id'])
        .execute();
      await db.schema
        .createIndex('user_follows_follower_time')
        .on('user_follows')
        .columns(['follower_id', 'created_at', 'followee_id'])
        .execute();
    },
  };
}
