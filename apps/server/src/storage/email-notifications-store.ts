// Notification mail's storage (issue 16; migration 0027): a person's choices with their link's
// token, and the hourly clock of each kind.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { emailChoicesOf, kindsOffOf, type EmailChoices } from '@corkboard/domain';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';

export interface EmailNotificationsRecord {
  userId: string;
  choices: EmailChoices;
  token: string;
}

/** 32 random bytes, URL-safe: the link's only key, so it cannot be guessed. */
export const newChoicesToken = () => randomBytes(32).toString('base64url');

export function emailNotificationsStore(db: Kysely<Database>) {
  const byColumn = async (column: 'user_id' | 'token', value: string) => {
    const row = await db
      .selectFrom('email_notifications')
      .select(['user_id', 'kinds_off', 'token'])
      .where(column, '=', value)
      .executeTakeFirst();
    return row
      ? { userId: idString(row.user_id), choices: emailChoicesOf(row.kinds_off), token: row.token }
      : undefined;
  };
  return {
    /** The person's choices (every kind on when they never chose), without making a row. */
    async choicesOf(userId: string): Promise<EmailChoices> {
      return (await byColumn('user_id', userId))?.choices ?? emailChoicesOf('');
    },
    byToken: (token: string) => byColumn('token', token),
    /** The person's row, made with every kind on if there was none. */
    async ensure(userId: string, at: number): Promise<EmailNotificationsRecord> {
      await db
        .insertInto('email_notifications')
        .values({ user_id: userId, kinds_off: '', token: newChoicesToken(), updated_at: at })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const made = await byColumn('user_id', userId);
      if (!made) throw new Error('email_notifications row missing after insert');
      return made;
    },
    async setChoices(userId: string, choices: EmailChoices, at: number): Promise<void> {
      await db
        .updateTable('email_notifications')
        .set({ kinds_off: kindsOffOf(choices), updated_at: at })
        .where('user_id', '=', userId)
        .execute();
    },
    async lastMailedAt(userId: string, kind: string): Promise<number | null> {
      const row = await db
        .selectFrom('news_mails')
        .select('sent_at')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row ? toNumber(row.sent_at) : null;
    },
    /**
     * Claims this hour's mail of `kind` for the person: true when nothing of the kind went out
     * since `quietSince`. One conditional upsert, so of two racing senders one wins.
     */
    async claimMail(userId: string, kind: string, at: number, quietSince: number) {
      const result = await db
        .insertInto('news_mails')
        .values({ user_id: userId, kind, sent_at: at })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'kind'])
            .doUpdateSet({ sent_at: at })
            .where('news_mails.sent_at', '<=', quietSince),
        )
        .executeTakeFirst();
      return BigInt(result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
  };
}
