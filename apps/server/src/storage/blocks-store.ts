// Reads and writes of blocks (user_blocks). A block also ends what the two users shared:
// `block` removes, in the same transaction, follows of each other and of each other's boards,
// collaborations on each other's boards, and invitations either sent to the other.
import type { Kysely } from 'kysely';
import type { Database } from './schema/database';
import { idString } from './row-mapping';

/** One block between two users: `blocker_id` blocked `blocked_id`. */
export interface BlockEdge {
  blocker_id: string;
  blocked_id: string;
}

export function blocksStore(db: Kysely<Database>) {
  return {
    /** Every block, in either direction, between `userId` and any of `otherIds`. */
    async between(userId: string, otherIds: string[]): Promise<BlockEdge[]> {
      const others = [...new Set(otherIds)].filter((id) => id !== userId);
      if (others.length === 0) return [];
      const rows = await db
        .selectFrom('user_blocks')
        .select(['blocker_id', 'blocked_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', userId), eb('blocked_id', 'in', others)]),
            eb.and([eb('blocked_id', '=', userId), eb('blocker_id', 'in', others)]),
          ]),
        )
        .execute();
      return rows.map((r) => ({
        blocker_id: idString(r.blocker_id),
        blocked_id: idString(r.blocked_id),
      }));
    },

    /** Everyone a block separates from `userId`, in either direction. */
    async separatedFrom(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('user_blocks')
        .select(['blocker_id', 'blocked_id'])
        .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
        .execute();
      const ids = rows.map((r) =>
        idString(idString(r.blocker_id) === userId ? r.blocked_id : r.blocker_id),
      );
      return new Set(ids);
    },

    /** Whether the user stands in any block at all, on either side (index lookups). */
    async involves(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_blocks')
        .select('created_at')
        .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async block(input: {
      blockerId: string;
      blockedId: string;
      source: string | null;
      context: string | null;
      at: number;
    }): Promise<void> {
      const a = input.blockerId;
      const b = input.blockedId;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_blocks')
          .values({
            blocker_id: a,
            blocked_id: b,
            block_source: input.source,
            block_context: input.context,
            created_at: input.at,
          })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute();
        await trx
          .deleteFrom('user_follows')
          .where((eb) =>
            eb.or([
              eb.and([eb('follower_id', '=', a), eb('followee_id', '=', b)]),
              eb.and([eb('follower_id', '=', b), eb('followee_id', '=', a)]),
            ]),
          )
          .execute();
        const boardsOf = (ownerId: string) =>
          trx.selectFrom('boards').select('boards.id').where('boards.owner_id', '=', ownerId);
        await trx
          .deleteFrom('board_follows')
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', a), eb('board_id', 'in', boardsOf(b))]),
              eb.and([eb('user_id', '=', b), eb('board_id', 'in', boardsOf(a))]),
            ]),
          )
          .execute();
        await trx
          .deleteFrom('board_collaborators')
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', a), eb('board_id', 'in', boardsOf(b))]),
              eb.and([eb('user_id', '=', b), eb('board_id', 'in', boardsOf(a))]),
              eb.and([
                eb('status', '=', 'invited'),
                eb.or([
                  eb.and([eb('user_id', '=', a), eb('invited_by', '=', b)]),
                  eb.and([eb('user_id', '=', b), eb('invited_by', '=', a)]),
                ]),
              ]),
            ]),
          )
          .execute();
      });
    },

    /** Ends a block. What the block removed stays removed. */
    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .deleteFrom('user_blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .execute();
    },
  };
}

export type BlocksStore = ReturnType<typeof blocksStore>;
