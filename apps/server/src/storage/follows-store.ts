// Writes of follows: a user following a board or another user. Both are idempotent (a repeat
// follow or unfollow changes nothing). Reads live beside their objects (boards.followedBy,
// users.follows and the counts).
import type { Kysely } from 'kysely';
import type { Database } from './schema/database';

export function followsStore(db: Kysely<Database>) {
  return {
    async followBoard(userId: string, boardId: string, at: number): Promise<void> {
      await db
        .insertInto('board_follows')
        .values({ user_id: userId, board_id: boardId, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'board_id']).doNothing())
        .execute();
    },
    async unfollowBoard(userId: string, boardId: string): Promise<void> {
      await db
        .deleteFrom('board_follows')
        .where('user_id', '=', userId)
        .where('board_id', '=', boardId)
        .execute();
    },
    async followUser(followerId: string, followeeId: string, at: number): Promise<void> {
      await db
        .insertInto('user_follows')
        .values({ follower_id: followerId, followee_id: followeeId, created_at: at })
        .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
        .execute();
    },
    async unfollowUser(followerId: string, followeeId: string): Promise<void> {
      await db
        .deleteFrom('user_follows')
        .where('follower_id', '=', followerId)
        .where('followee_id', '=', followeeId)
        .execute();
    },
  };
}

export type FollowsStore = ReturnType<typeof followsStore>;
