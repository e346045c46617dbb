// Conversations (issue 16; rules in domain conversations/conversation-rules.ts, indexes in
// migrations/0024-conversations.ts). A person's list and a conversation's messages are keyset
// pages; the list leaves out conversations whose other person is suspended or in a block with
// the viewer, as the policy answers them `not_found` (policy/conversations.ts).
import type { Kysely, Selectable } from 'kysely';
import { shownAuthor } from './block-filter';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';

export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  text: string;
  pinId: string | null;
  /** The sent pin's invite code (migration 0025). */
  inviteCode: string | null;
  createdAt: number;
}

export interface ConversationListRow {
  conversationId: string;
  otherId: string;
  lastMessageAt: number;
  lastReadAt: number;
}

const toMessage = (r: Selectable<Database['conversation_messages']>): MessageRow => ({
  id: idString(r.id),
  conversationId: idString(r.conversation_id),
  senderId: idString(r.sender_id),
  text: r.text,
  pinId: r.pin_id === null ? null : idString(r.pin_id),
  inviteCode: r.invite_code ?? null,
  createdAt: toNumber(r.created_at),
});

export function conversationsStore(db: Kysely<Database>) {
  const markRead = async (conversationId: string, userId: string, at: number): Promise<void> => {
    await db
      .updateTable('conversation_members')
      .set({ last_read_at: at })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .execute();
  };
  return {
    async byPair(pairKey: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('conversations')
        .select('id')
        .where('pair_key', '=', pairKey)
        .executeTakeFirst();
      return row && idString(row.id);
    },
    async create(input: { pairKey: string; members: [string, string]; at: number }) {
      const row = await db
        .insertInto('conversations')
        .values({ pair_key: input.pairKey, created_at: input.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('conversation_members')
        .values(
          input.members.map((userId) => ({
            conversation_id: row.id,
            user_id: userId,
            last_message_at: input.at,
            last_read_at: 0,
          })),
        )
        .execute();
      return idString(row.id);
    },
    /** The viewer's membership and the other person, if the viewer is a member. */
    async membership(
      conversationId: string,
      userId: string,
    ): Promise<{ otherId: string; lastReadAt: number; lastMessageAt: number } | undefined> {
      const rows = await db
        .selectFrom('conversation_members')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .execute();
      const mine = rows.find((r) => idString(r.user_id) === userId);
      const other = rows.find((r) => idString(r.user_id) !== userId);
      if (!mine || !other) return undefined;
      return {
        otherId: idString(other.user_id),
        lastReadAt: toNumber(mine.last_read_at),
        lastMessageAt: toNumber(mine.last_message_at),
      };
    },
    /** Adds the message; both members' lists move it to the top, and its sender has read it. */
    async addMessage(input: Omit<MessageRow, 'id'>): Promise<MessageRow> {
      const row = await db
        .insertInto('conversation_messages')
        .values({
          conversation_id: input.conversationId,
          sender_id: input.senderId,
          text: input.text,
          pin_id: input.pinId,
          invite_code: input.inviteCode,
          created_at: input.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .updateTable('conversation_members')
        .set({ last_message_at: input.createdAt })
        .where('conversation_id', '=', input.conversationId)
        .execute();
      await markRead(input.conversationId, input.senderId, input.createdAt);
      return toMessage(row);
    },
    markRead,
    /** One message of the conversation, if it is there. */
    async message(conversationId: string, messageId: string): Promise<MessageRow | undefined> {
      const row = await db
        .selectFrom('conversation_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('id', '=', messageId)
        .executeTakeFirst();
      return row ? toMessage(row) : undefined;
    },
    /** Deletes the message, for both members: the list's preview and the news go with it. */
    async deleteMessage(messageId: string): Promise<void> {
      await db.deleteFrom('conversation_messages').where('id', '=', messageId).execute();
    },
    /** A page of the conversation's messages, newest first, before the message `before`. */
    async messages(
      conversationId: string,
      page: { before: string | null; limit: number },
    ): Promise<MessageRow[]> {
      let query = db
        .selectFrom('conversation_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId);
      if (page.before !== null) query = query.where('id', '<', page.before);
      const rows = await query.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toMessage);
    },
    /** The latest message of each conversation: one grouped read a page. */
    async lastMessages(conversationIds: string[]): Promise<Map<string, MessageRow>> {
      const out = new Map<string, MessageRow>();
      if (conversationIds.length === 0) return out;
      const rows = await db
        .selectFrom('conversation_messages')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('conversation_messages')
            .select((e) => e.fn.max('id').as('id'))
            .where('conversation_id', 'in', conversationIds)
            .groupBy('conversation_id'),
        )
        .execute();
      for (const r of rows) out.set(idString(r.conversation_id), toMessage(r));
      return out;
    },
    /** The viewer's conversations, the latest message first, after the position `after`. */
    async listFor(
      userId: string,
      page: { after: { at: number; id: string } | null; limit: number },
    ): Promise<ConversationListRow[]> {
      let query = db
        .selectFrom('conversation_members as me')
        .innerJoin('conversation_members as other', (join) =>
          join
            .onRef('other.conversation_id', '=', 'me.conversation_id')
            .on('other.user_id', '!=', userId),
        )
        .select([
          'me.conversation_id',
          'other.user_id as other_id',
          'me.last_message_at',
          'me.last_read_at',
        ])
        .where('me.user_id', '=', userId)
        .where(shownAuthor('other.user_id', userId));
      const { after } = page;
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('me.last_message_at', '<', after.at),
            eb.and([
              eb('me.last_message_at', '=', after.at),
              eb('me.conversation_id', '<', after.id),
            ]),
          ]),
        );
      }
      const rows = await query
        .orderBy('me.last_message_at', 'desc')
        .orderBy('me.conversation_id', 'desc')
        .limit(page.limit)
        .execute();
      return rows.map((r) => ({
        conversationId: idString(r.conversation_id),
        otherId: idString(r.other_id),
        lastMessageAt: toNumber(r.last_message_at),
        lastReadAt: toNumber(r.last_read_at),
      }));
    },
  };
}

export type ConversationsStore = ReturnType<typeof conversationsStore>;
