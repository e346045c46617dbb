// Reads and writes of users and follows between users.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema/database';
import type { UsersTable } from './schema/users';
import { idString, toNumber } from './row-mapping';

export type UserRow = Selectable<UsersTable>;

export interface UserCounts {
  follower_count: number;
  following_count: number;
  board_count: number;
  pin_count: number;
}

export function usersStore(db: Kysely<Database>) {
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
    async byEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },
    async byIds(ids: string[]): Promise<Map<string, UserRow>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.selectFrom('users').selectAll().where('id', 'in', unique).execute();
      return new Map(rows.map((r) => [idString(r.id), r]));
    },
    async usernameTaken(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
      return row !== undefined;
    },
    async insert(user: Omit<UserRow, 'id'>): Promise<string> {
      const row = await db
        .insertInto('users')
        .values(user)
        .returning('id')
        .executeTakeFirstOrThrow();
      return idString(row.id);
    },
    /** Counts shown on a profile. Secret boards and their pins count only for their owner. */
    async counts(userId: string, viewerId: string | null): Promise<UserCounts> {
      const own = viewerId === userId;
      const [followers, following, boards, pins] = await Promise.all([
        db
          .selectFrom('user_follows')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('followee_id', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('user_follows')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('follower_id', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('boards')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_id', '=', userId)
          .$if(!own, (q) => q.where('privacy', '!=', 'secret'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('pins')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('pinner_id', '=', userId)
          .$if(!own, (q) => q.where('board_privacy', '!=', 'secret'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        follower_count: toNumber(followers.n as number),
        following_count: toNumber(following.n as number),
        board_count: toNumber(boards.n as number),
        pin_count: toNumber(pins.n as number),
      };
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
  };
}

export type UsersStore = ReturnType<typeof usersStore>;
