// The wire shapes of conversations (issue 16): a page of messages or of conversations is
// presented with batched reads (senders, sent pins, last messages), whatever its length.
import type { Conversation, Message } from '@corkboard/contracts';
import type { ConversationListRow, MessageRow } from '../storage/conversations-store';
import { isoTime } from '../storage/row-mapping';
import type { Stores } from '../storage/stores';
import type { UserRow } from '../storage/users-store';
import { presentSentPins } from './sent-pins';
import { presentUserSummary } from './users';

export async function presentMessages(
  stores: Stores,
  readerId: string,
  messages: MessageRow[],
): Promise<Message[]> {
  const [users, pins] = await Promise.all([
    stores.users.byIds(messages.map((m) => m.senderId)),
    presentSentPins(
      stores,
      messages.flatMap((m) => (m.pinId ? [m.pinId] : [])),
      readerId,
    ),
  ]);
  return messages.flatMap((m): Message[] => {
    const sender = users.get(m.senderId);
    if (!sender) return [];
    return [
      {
        id: m.id,
        conversation_id: m.conversationId,
        sender: presentUserSummary(sender),
        text: m.text,
        pin: (m.pinId && pins.get(m.pinId)) || null,
        invite_code: m.inviteCode,
        created_at: isoTime(m.createdAt),
      },
    ];
  });
}

/** Conversations of the viewer: the other person, the latest message, whether it is unread. */
export async function presentConversations(
  stores: Stores,
  readerId: string,
  rows: (ConversationListRow & { other?: UserRow })[],
): Promise<Conversation[]> {
  const ids = rows.map((r) => r.conversationId);
  const [last, others] = await Promise.all([
    stores.conversations.lastMessages(ids),
    stores.users.byIds(rows.filter((r) => !r.other).map((r) => r.otherId)),
  ]);
  const messages = await presentMessages(stores, readerId, [...last.values()]);
  const byConversation = new Map(messages.map((m) => [m.conversation_id, m]));
  return rows.flatMap((r): Conversation[] => {
    const other = r.other ?? others.get(r.otherId);
    if (!other) return [];
    const lastRow = last.get(r.conversationId);
    return [
      {
        id: r.conversationId,
        with: presentUserSummary(other),
        last_message: byConversation.get(r.conversationId) ?? null,
        unread:
          lastRow !== undefined &&
          lastRow.senderId !== readerId &&
          lastRow.createdAt > r.lastReadAt,
        updated_at: isoTime(r.lastMessageAt),
      },
    ];
  });
}
