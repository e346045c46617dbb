import type { Kysely } from 'kysely';
import type { Database } from './schema/database';
import { idString, toNumber } from './row-mapping';

export function sessionsStore(db: Kysely<Database>) {
  return {
    async create(id: string, userId: string, now: number, ttlMs: number): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, created_at: now, expires_at: now + ttlMs })
        .execute();
    },
    /** The user id of a live session, or null. */
    async userIdFor(id: string, now: number): Promise<string | null> {
      const row = await db
        .selectFrom('sessions')
        .select(['user_id', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || toNumber(row.expires_at) <= now) return null;
      return idString(row.user_id);
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
  };
}

export type SessionsStore = ReturnType<typeof sessionsStore>;
