// Notification mail (issue 16; rules in domain notifications/news-mail-rules.ts). Two tables:
// - email_notifications: a person's choices (the kinds turned off) and the token of the link in
//   every such mail, which opens /email/subscription/ signed out. Made with the first mail or
//   the first change; no row means every kind on. The token is unique (its lookup's index).
// - news_mails: when a mail of each kind last went to the person, the hourly limit's clock;
//   claimed with one conditional upsert, so two processes never both send.
// Deleting the account takes both.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function emailNotificationsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('email_notifications')
        .addColumn('user_id', t.ref, (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('kinds_off', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('news_mails')
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('sent_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('news_mails_pk', ['user_id', 'kind'])
        .execute();
    },
  };
}
