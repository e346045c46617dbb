// Password reset links (issue 16; migration 0016): made, looked up by token hash, claimed once.
import type { Kysely } from 'kysely';
import type { Database } from './schema/database';
import { idString, toNumber } from './row-mapping';

export function passwordResetsStore(db: Kysely<Database>) {
  const retireAllOf = async (userId: string, now: number): Promise<void> => {
    await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  };
  return {
    /** A new link for the account; its older open links stop working (the newest mail counts). */
    async create(id: string, userId: string, now: number): Promise<void> {
      await retireAllOf(userId, now);
      await db
        .insertInto('password_resets')
        .values({ id, user_id: userId, created_at: now })
        .execute();
    },
    async byId(id: string) {
      const row = await db
        .selectFrom('password_resets')
        .select(['user_id', 'created_at', 'used_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        userId: idString(row.user_id),
        createdAt: toNumber(row.created_at),
        usedAt: row.used_at === null ? null : toNumber(row.used_at),
      };
    },
    /** Marks the link used; false when another request claimed it first. */
    async claim(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    retireAllOf,
  };
}

export type PasswordResetsStore = ReturnType<typeof passwordResetsStore>;
