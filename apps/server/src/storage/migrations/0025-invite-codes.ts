// Shared ideas (issue 16; rules in domain invites/shared-idea.ts): an invite code names who
// shared which pin on which channel. One code per sender, pin and channel (unique), so asking
// again answers the same link; a pin sent in a conversation carries its message code on the
// message row. Deleting the sender or the pin takes their codes; a message whose code is gone
// keeps a code nobody can look up, which the lookup answers `not_found` like any other.
//
// Reads: by code (the primary key), and the sender's code for a pin on a channel (the unique
// index invite_codes_sender_pin_channel).
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function inviteCodesMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('invite_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('sender_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('pin_id', t.ref, (c) => c.notNull().references('pins.id').onDelete('cascade'))
        .addColumn('channel', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('invite_codes_sender_pin_channel')
        .on('invite_codes')
        .columns(['sender_id', 'pin_id', 'channel'])
        .unique()
        .execute();
      await db.schema
        .alterTable('conversation_messages')
        .addColumn('invite_code', 'text')
        .execute();
    },
  };
}
