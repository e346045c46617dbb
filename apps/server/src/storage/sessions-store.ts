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
    async create(
      id: string,
      userId: string,
      now: number,
      ttlMs: number,
      device: string | null = null,
    ): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, created_at: now, expires_at: now + ttlMs, device })
        .execute();
    },
    /** A person's live sessions, newest first (the settings' list; sessions_user index). */
    async liveOf(userId: string, now: number) {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'expires_at', 'device'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: toNumber(row.created_at),
        expiresAt: toNumber(row.expires_at),
        device: row.device,
      }));
    },
    /** Ends every session of the person but `keep` (null: every one); how many ended. */
    async deleteAllOf(userId: string, keep: string | null): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .$if(keep !== null, (q) => q.where('id', '!=', keep ?? ''))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
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
