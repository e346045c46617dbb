import type { Kysely } from 'kysely';
import type { Database } from './schema/database';
import { idString, toNumber } from './row-mapping';

export function sessionsStore(db: Kysely<Database>) {
  const lookup = async (id: string, now: number) => {
    const row = await db
      .selectFrom('sessions')
      .select(['user_id', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    const expiresAt = row ? toNumber(row.expires_at) : 0;
    if (!row || expiresAt <= now) return null;
    return { userId: idString(row.user_id), expiresAt };
  };
  return {
    async create(id: string, userId: string, now: number, ttlMs: number): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, created_at: now, expires_at: now + ttlMs })
        .execute();
    },
    /** The user id of a live session, or null. */
    /** The session's person and when it expires, if it is still valid at `now`. */
    lookup,
    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
  };
}

export type SessionsStore = ReturnType<typeof sessionsStore>;
