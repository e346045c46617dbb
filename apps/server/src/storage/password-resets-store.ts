// Links sent by mail (issue 16): password resets (migration 0016) and email checks (0018), one
// row a link keyed by its token's hash, made, looked up and claimed once. The two tables have
// the same columns for all this does; an email check also keeps the address it went to.
import type { Kysely } from 'kysely';
import type { Database } from './schema/database';
import { idString, toNumber } from './row-mapping';

export type MailedLinkTable = 'password_resets' | 'email_verifications';

export function mailedLinksStore(db: Kysely<Database>, table: MailedLinkTable) {
  // Typed as one of the two: the columns used here are the same in both.
  const links = table as 'password_resets';
  const retireAllOf = async (userId: string, now: number): Promise<void> => {
    await db
      .updateTable(links)
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  };
  return {
    /** A new link for the account; its older open links stop working (the newest mail counts). */
    async create(id: string, userId: string, now: number, email?: string): Promise<void> {
      await retireAllOf(userId, now);
      await db
        .insertInto(links)
        .values({ id, user_id: userId, created_at: now, ...(email === undefined ? {} : { email }) })
        .execute();
    },
    async byId(id: string) {
      const row = await db.selectFrom(links).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      return {
        userId: idString(row.user_id),
        createdAt: toNumber(row.created_at),
        usedAt: row.used_at === null ? null : toNumber(row.used_at),
        email: (row as { email?: string }).email ?? null,
      };
    },
    /** Marks the link used; false when another request claimed it first. */
    async claim(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable(links)
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    retireAllOf,
  };
}

export type MailedLinksStore = ReturnType<typeof mailedLinksStore>;
