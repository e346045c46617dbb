// Writing in conversations (issue 16; who may is policy/conversations.ts): the first message to
// a person makes their conversation with the viewer (one per pair: domain pairKey), every
// message moves it to the top of both lists; each write is one transaction.
import {
  CONVERSATION_ERRORS,
  INVITE_CHANNEL,
  mayDeleteMessage,
  messageOf,
  pairKey,
  routeHref,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { mailNews } from '../mail/news-mail';
import type { MessageRow } from '../storage/conversations-store';
import type { Stores } from '../storage/stores';
import { inTransaction } from '../storage/transaction';

export interface MessageInput {
  text: string | undefined;
  pinId: string | undefined;
}

function keptMessage(input: MessageInput) {
  const message = messageOf(input);
  if (!message) throw invalid(CONVERSATION_ERRORS.empty);
  return message;
}

/** Adds the message; a sent pin carries the sender's message invite code (a shared idea). */
async function addMessage(
  stores: Stores,
  input: { conversationId: string; senderId: string; at: number },
  message: { text: string; pinId: string | null },
): Promise<MessageRow> {
  const inviteCode = message.pinId
    ? await stores.inviteCodes.codeFor({
        senderId: input.senderId,
        pinId: message.pinId,
        channel: INVITE_CHANNEL.message,
        at: input.at,
      })
    : null;
  return stores.conversations.addMessage({
    conversationId: input.conversationId,
    senderId: input.senderId,
    text: message.text,
    pinId: message.pinId,
    inviteCode,
    createdAt: input.at,
  });
}

/** The conversation of the two (made if new) and, when there is one, the message. */
export async function writeTo(
  app: AppContext,
  input: { viewerId: string; otherId: string } & Partial<MessageInput>,
): Promise<{ conversationId: string; message: MessageRow | null }> {
  const wants = input.text !== undefined || input.pinId !== undefined;
  const message = wants ? keptMessage({ text: input.text, pinId: input.pinId }) : null;
  const key = pairKey(input.viewerId, input.otherId);
  const written = await inTransaction(app.storage, async (stores) => {
    const at = app.now();
    const conversationId =
      (await stores.conversations.byPair(key)) ??
      (await stores.conversations.create({
        pairKey: key,
        members: [input.viewerId, input.otherId],
        at,
      }));
    const sent = message
      ? await addMessage(stores, { conversationId, senderId: input.viewerId, at }, message)
      : null;
    return { conversationId, message: sent };
  });
  if (written.message) mailNews(app, messageNews(written.message, input.otherId));
  return written;
}

/** A message's news, to the other member of its conversation. */
function messageNews(message: MessageRow, recipientId: string) {
  return {
    kind: 'messaged_you' as const,
    recipientId,
    actorId: message.senderId,
    path: routeHref('conversation', { id: message.conversationId }),
    said: message.text || null,
  };
}

export async function sendMessage(
  app: AppContext,
  input: { viewerId: string; conversationId: string } & MessageInput,
): Promise<MessageRow> {
  const message = keptMessage(input);
  const sent = await inTransaction(app.storage, (stores) =>
    addMessage(
      stores,
      { conversationId: input.conversationId, senderId: input.viewerId, at: app.now() },
      message,
    ),
  );
  mailNews(app, async () => {
    const member = await app.stores.conversations.membership(sent.conversationId, sent.senderId);
    return member ? messageNews(sent, member.otherId) : null;
  });
  return sent;
}

export async function markConversationRead(
  app: AppContext,
  input: { viewerId: string; conversationId: string },
): Promise<number> {
  const at = app.now();
  await inTransaction(app.storage, (stores) =>
    stores.conversations.markRead(input.conversationId, input.viewerId, at),
  );
  return at;
}

/** Deletes a message the viewer sent, for both of them (domain mayDeleteMessage). */
export async function deleteMessage(
  app: AppContext,
  input: { viewerId: string; conversationId: string; messageId: string },
): Promise<void> {
  await inTransaction(app.storage, async (stores) => {
    const message = await stores.conversations.message(input.conversationId, input.messageId);
    if (!message) throw new AppError('not_found', CONVERSATION_ERRORS.messageNotFound);
    if (!mayDeleteMessage(input.viewerId, message.senderId)) {
      throw new AppError('forbidden', CONVERSATION_ERRORS.notYours);
    }
    await stores.conversations.deleteMessage(message.id);
  });
}
