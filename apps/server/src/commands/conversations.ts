// Writing in conversations (issue 16; who may is policy/conversations.ts): the first message to
// a person makes their conversation with the viewer (one per pair: domain pairKey), every
// message moves it to the top of both lists; each write is one transaction.
import { CONVERSATION_ERRORS, messageOf, pairKey } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { invalid } from '../http/errors';
import type { MessageRow } from '../storage/conversations-store';
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

/** The conversation of the two (made if new) and, when there is one, the message. */
export async function writeTo(
  app: AppContext,
  input: { viewerId: string; otherId: string } & Partial<MessageInput>,
): Promise<{ conversationId: string; message: MessageRow | null }> {
  const wants = input.text !== undefined || input.pinId !== undefined;
  const message = wants ? keptMessage({ text: input.text, pinId: input.pinId }) : null;
  const key = pairKey(input.viewerId, input.otherId);
  return inTransaction(app.storage, async (stores) => {
    const at = app.now();
    const conversationId =
      (await stores.conversations.byPair(key)) ??
      (await stores.conversations.create({
        pairKey: key,
        members: [input.viewerId, input.otherId],
        at,
      }));
    const sent = message
      ? await stores.conversations.addMessage({
          conversationId,
          senderId: input.viewerId,
          text: message.text,
          pinId: message.pinId,
          createdAt: at,
        })
      : null;
    return { conversationId, message: sent };
  });
}

export async function sendMessage(
  app: AppContext,
  input: { viewerId: string; conversationId: string } & MessageInput,
): Promise<MessageRow> {
  const message = keptMessage(input);
  return inTransaction(app.storage, (stores) =>
    stores.conversations.addMessage({
      conversationId: input.conversationId,
      senderId: input.viewerId,
      text: message.text,
      pinId: message.pinId,
      createdAt: app.now(),
    }),
  );
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
