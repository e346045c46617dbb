// Reads and writes of users and follows between users.
import { resurrectionAfterSignIn } from '@corkboard/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import { pinNotBlockedFor, userNotBlockedWith } from './block-filter';
import type { Database } from './schema/database';
import type { UsersTable } from './schema/users';
import { idString, toNumber } from './row-mapping';

export type UserRow = Selectable<UsersTable>;

/** What the settings' profile may change (commands/account.ts checks it first). */
export type ProfilePatch = Partial<
  Pick<UserRow, 'first_name' | 'last_name' | 'about' | 'username' | 'avatar_signature'>
>;

export interface UserCounts {
  follower_count: number;
  following_count: number;
  board_count: number;
  pin_count: number;
}

export function usersStore(db: Kysely<Database>) {
  const byIds = async (ids: string[]): Promise<Map<string, UserRow>> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db.selectFrom('users').selectAll().where('id', 'in', unique).execute();
    return new Map(rows.map((r) => [idString(r.id), r]));
  };
  return {
    async byId(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async byUsername(username: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', username.toLowerCase())
        .executeTakeFirst();
    },
    /**
     * A profile as others find it: a suspended account is gone from every surface (issue 14),
     * so it reads as no account at all. Sign-in still finds it (byUsername, byEmail).
     */
    async shownByUsername(username: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', username.toLowerCase())
        .where('suspended_at', 'is', null)
        .executeTakeFirst();
    },
    async shownById(id: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('suspended_at', 'is', null)
        .executeTakeFirst();
    },
    /** The email check (issue 16): verified now, if the account's address is still `email`. */
    async markEmailVerified(userId: string, email: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email_verified_at: at })
        .where('id', '=', userId)
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The settings' profile (commands/account.ts has checked it). */
    async updateProfile(userId: string, patch: ProfilePatch): Promise<void> {
      await db.updateTable('users').set(patch).where('id', '=', userId).execute();
    },
    /** Deletes the account; every row that names it goes by cascade (migrations). */
    async deleteAccount(userId: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },
    async setPasswordHash(userId: string, hash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    },
    async byEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },
    byIds,
    /**
     * Users by id, and which of them a block separates from the viewer, in one query (the
     * block test is two primary-key lookups per user): hydration leaves such users' summaries
     * out without a query of its own.
     */
    async byIdsSeenBy(
      ids: string[],
      viewerId: string | null,
    ): Promise<{ users: Map<string, UserRow>; separated: Set<string> }> {
      if (viewerId === null) return { users: await byIds(ids), separated: new Set() };
      const unique = [...new Set(ids)];
      const users = new Map<string, UserRow>();
      const separated = new Set<string>();
      if (unique.length === 0) return { users, separated };
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .select(
          sql<number>`CASE WHEN ${userNotBlockedWith('users.id', viewerId)} THEN 0 ELSE 1 END`.as(
            'separated_from_viewer',
          ),
        )
        .where('id', 'in', unique)
        .execute();
      for (const { separated_from_viewer: apart, ...row } of rows) {
        const id = idString(row.id);
        users.set(id, row);
        if (toNumber(apart) === 1) separated.add(id);
      }
      return { users, separated };
    },
    async usernameTaken(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
      return row !== undefined;
    },
    async insert(
      user: Omit<UserRow, 'id' | 'suspended_at' | 'email_verified_at'>,
    ): Promise<string> {
      const row = await db
        .insertInto('users')
        .values(user)
        .returning('id')
        .executeTakeFirstOrThrow();
      return idString(row.id);
    },
    /**
     * Counts shown on a profile. Secret boards and their pins count only for their owner.
     * `blockedViewer` (policy/blocks.ts countsViewer: the viewer, when they stand in some
     * block) leaves out followers and followees in a block with them, boards of such an owner
     * and pins a block hides from them (block-filter.ts).
     */
    async counts(
      userId: string,
      viewerId: string | null,
      blockedViewer: string | null,
    ): Promise<UserCounts> {
      const own = viewerId === userId;
      const apart = blockedViewer ?? '';
      const [followers, following, boards, pins] = await Promise.all([
        db
          .selectFrom('user_follows')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('followee_id', '=', userId)
          .$if(!!blockedViewer, (q) => q.where(userNotBlockedWith('follower_id', apart)))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('user_follows')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('follower_id', '=', userId)
          .$if(!!blockedViewer, (q) => q.where(userNotBlockedWith('followee_id', apart)))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('boards')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_id', '=', userId)
          .$if(!own, (q) => q.where('privacy', '!=', 'secret'))
          .$if(!!blockedViewer, (q) => q.where(userNotBlockedWith('owner_id', apart)))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('pins')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('pinner_id', '=', userId)
          .$if(!own, (q) => q.where('board_privacy', '!=', 'secret'))
          .$if(!!blockedViewer, (q) => q.where((eb) => pinNotBlockedFor(eb, apart)))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        follower_count: toNumber(followers.n as number),
        following_count: toNumber(following.n as number),
        board_count: toNumber(boards.n as number),
        pin_count: toNumber(pins.n as number),
      };
    },
    /** Follower counts of many users (one query), leaving out those `blockedViewer` is
     * separated from, as `counts` does. */
    async followerCounts(
      userIds: string[],
      blockedViewer: string | null,
    ): Promise<Map<string, number>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('user_follows')
        .select(['followee_id', (eb) => eb.fn.countAll().as('n')])
        .where('followee_id', 'in', ids)
        .$if(!!blockedViewer, (q) =>
          q.where(userNotBlockedWith('follower_id', blockedViewer ?? '')),
        )
        .groupBy('followee_id')
        .execute();
      return new Map(rows.map((r) => [idString(r.followee_id), toNumber(r.n as number)]));
    },
    async follows(followerId: string, followeeIds: string[]): Promise<Set<string>> {
      if (followeeIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('user_follows')
        .select('followee_id')
        .where('follower_id', '=', followerId)
        .where('followee_id', 'in', [...new Set(followeeIds)])
        .execute();
      return new Set(rows.map((r) => idString(r.followee_id)));
    },
    async follow(followerId: string, followeeId: string, at: number): Promise<void> {
      await db
        .insertInto('user_follows')
        .values({ follower_id: followerId, followee_id: followeeId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    /**
     * A sign-in: its time, and resurrection (resurrection_info.resurrection_dt) when it ends
     * 28 days or more without one (domain `resurrectionAfterSignIn`).
     */
    async recordSignIn(userId: string, at: number): Promise<void> {
      const row = await db
        .selectFrom('user_sign_ins')
        .select(['last_sign_in_at', 'resurrected_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const resurrectedAt = resurrectionAfterSignIn(
        row ? toNumber(row.last_sign_in_at) : null,
        row?.resurrected_at == null ? null : toNumber(row.resurrected_at),
        at,
      );
      await db
        .insertInto('user_sign_ins')
        .values({ user_id: userId, last_sign_in_at: at, resurrected_at: resurrectedAt })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ last_sign_in_at: at, resurrected_at: resurrectedAt }),
        )
        .execute();
    },
    /** When the person came back after 28 days away, if they did. */
    async resurrectedAt(userId: string): Promise<number | null> {
      const row = await db
        .selectFrom('user_sign_ins')
        .select('resurrected_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.resurrected_at == null ? null : toNumber(row.resurrected_at);
    },
  };
}

export type UsersStore = ReturnType<typeof usersStore>;
