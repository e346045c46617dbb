// Conversations (issue 16; rules in domain conversations/conversation-rules.ts): one per pair of
// people (`pair_key`, unique: domain pairKey), its two members with the time each last read it,
// and its messages (words, a pin, or both). Deleting a person takes their memberships and
// messages; deleting a pin leaves the message without it (set null).
//
// Reads, and the index each walks:
// - a person's conversations, latest message first: conversation_members_user (user_id,
//   last_message_at, conversation_id), the conversation's time copied onto each membership so
//   the list is one index walk;
// - a conversation's messages, newest first: conversation_messages_conversation
//   (conversation_id, id);
// - the news hub's messages to a person: the same, from their memberships.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function conversationsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('conversations')
        .addColumn('id', t.idType, t.id)
        .addColumn('pair_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('conversation_members')
        .addColumn('conversation_id', t.ref, (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('last_message_at', t.time, (c) => c.notNull())
        .addColumn('last_read_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('conversation_members_user')
        .on('conversation_members')
        .columns(['user_id', 'last_message_at', 'conversation_id'])
        .execute();
      await db.schema
        .createTable('conversation_messages')
        .addColumn('id', t.idType, t.id)
        .addColumn('conversation_id', t.ref, (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('sender_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('pin_id', t.ref, (c) => c.references('pins.id').onDelete('set null'))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('conversation_messages_conversation')
        .on('conversation_messages')
        .columns(['conversation_id', 'id'])
        .execute();
    },
  };
}
