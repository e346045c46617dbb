// Writes of follows: a user following a board or another user. Both are idempotent (a repeat
// follow or unfollow changes nothing). Reads live beside their objects (boards.followedBy,
// users.follows and the counts), but for a person's followers and following lists, here.
import type { Kysely } from 'kysely';
import { userNotBlockedWith } from './block-filter';
import type { Database } from './schema/database';
import type { UserRow } from './users-store';

/** Where a follow list's page starts: after this follow (newest first). */
export interface FollowPosition {
  at: number;
  id: string;
}

export interface FollowListOptions {
  limit: number;
  after: FollowPosition | null;
  /** A viewer in some block (policy/blocks.ts countsViewer): people in a block with them go. */
  apart: string | null;
}

export type FollowListRow = UserRow & { followed_at: number | string };

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
    /**
     * A person's followers (`side` 'followers') or the people they follow ('following'), newest
     * follow first, keyset-paged on (created_at, the other person's id); suspended accounts are
     * left out, as are people in a block with `apart`, as the counts leave them out.
     */
    followListQuery(userId: string, side: 'followers' | 'following', options: FollowListOptions) {
      const { limit, after, apart } = options;
      const [mine, theirs] =
        side === 'followers'
          ? (['uf.followee_id', 'uf.follower_id'] as const)
          : (['uf.follower_id', 'uf.followee_id'] as const);
      return db
        .selectFrom('user_follows as uf')
        .innerJoin('users', 'users.id', theirs)
        .selectAll('users')
        .select('uf.created_at as followed_at')
        .where(mine, '=', userId)
        .where('users.suspended_at', 'is', null)
        .$if(apart !== null, (q) => q.where(userNotBlockedWith(theirs, apart ?? '')))
        .$if(after !== null, (q) =>
          q.where((eb) =>
            eb.or([
              eb('uf.created_at', '<', after?.at ?? 0),
              eb.and([eb('uf.created_at', '=', after?.at ?? 0), eb(theirs, '<', after?.id ?? '')]),
            ]),
          ),
        )
        .orderBy('uf.created_at', 'desc')
        .orderBy(theirs, 'desc')
        .limit(limit);
    },
    async followList(
      userId: string,
      side: 'followers' | 'following',
      options: FollowListOptions,
    ): Promise<FollowListRow[]> {
      return (await this.followListQuery(userId, side, options).execute()) as FollowListRow[];
    },
  };
}

export type FollowsStore = ReturnType<typeof followsStore>;
