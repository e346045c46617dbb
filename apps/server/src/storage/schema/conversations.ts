/**
 * Conversations between two people (issue 16, migrations/0024-conversations.ts): one per pair
 * (`pair_key`, domain pairKey), two members, and messages of words, a pin or both.
 */
import type { ColumnType, Generated } from 'kysely';

export interface ConversationsTable {
  id: Generated<number | string>;
  pair_key: string;
  created_at: number | string;
}

/** A member; `last_message_at` copies the conversation's, so a person's list is one index walk. */
export interface ConversationMembersTable {
  conversation_id: number | string;
  user_id: number | string;
  last_message_at: number | string;
  last_read_at: number | string;
}

export interface ConversationMessagesTable {
  id: Generated<number | string>;
  conversation_id: number | string;
  sender_id: number | string;
  text: string;
  pin_id: number | string | null;
  created_at: number | string;
  /** The sent pin's invite code (migration 0025); null for words alone and older messages. */
  invite_code: ColumnType<string | null, string | null | undefined>;
}
