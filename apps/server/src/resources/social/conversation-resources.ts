// Conversations (issue 16, `/conversation/{id}`): `ConversationsResource` (the viewer's, the
// latest message first), `ConversationResource` (one; write to a person, with a pin; mark read)
// and `ConversationMessagesResource` (a conversation's messages, newest first; send one).
// Who may: policy/conversations.ts.
import { resourceSchemas } from '@corkboard/contracts';
import { CONVERSATIONS_PAGE_SIZE, isStorableId, MESSAGES_PAGE_SIZE } from '@corkboard/domain';
import type { RequestContext } from '../../app/context';
import {
  deleteMessage,
  markConversationRead,
  sendMessage,
  writeTo,
} from '../../commands/conversations';
import { decodeBookmark, isIdPosition, pageOf } from '../../http/bookmarks';
import { addressee, readableConversation, sendablePin } from '../../policy/conversations';
import { signedInViewer } from '../../policy/signed-in';
import { presentConversations, presentMessages } from '../../present/conversations';
import type { UserRow } from '../../storage/users-store';
import { action } from '../define';

const isListPosition = (value: unknown): value is { at: number; id: string } => {
  const p = value as { at?: unknown; id?: unknown } | null;
  return typeof p === 'object' && p !== null && Number.isSafeInteger(p.at) && isStorableId(p.id);
};

/** One conversation of the viewer's, as the list shows it. */
async function conversationOf(
  ctx: RequestContext,
  viewerId: string,
  conversationId: string,
  other: UserRow,
) {
  const member = await ctx.app.stores.conversations.membership(conversationId, viewerId);
  const [conversation] = await presentConversations(ctx.app.stores, viewerId, [
    {
      conversationId,
      otherId: member?.otherId ?? String(other.id),
      lastMessageAt: member?.lastMessageAt ?? 0,
      lastReadAt: member?.lastReadAt ?? 0,
      other,
    },
  ]);
  return conversation!;
}

export const ConversationsResource = {
  get: action(resourceSchemas.ConversationsResource.get, async (ctx, options) => {
    const viewerId = signedInViewer(ctx);
    const limit = options.page_size ?? CONVERSATIONS_PAGE_SIZE;
    const after = decodeBookmark(options.bookmarks, isListPosition);
    const rows = await ctx.app.stores.conversations.listFor(viewerId, { after, limit: limit + 1 });
    const page = pageOf(rows, limit, (last) => ({
      at: last.lastMessageAt,
      id: last.conversationId,
    }));
    return {
      data: await presentConversations(ctx.app.stores, viewerId, page.rows),
      bookmark: page.bookmark,
    };
  }),
};

export const ConversationResource = {
  get: action(resourceSchemas.ConversationResource.get, async (ctx, options) => {
    const place = await readableConversation(ctx, options.conversation_id);
    return { data: await conversationOf(ctx, place.viewerId, place.conversationId, place.other) };
  }),
  create: action(resourceSchemas.ConversationResource.create, async (ctx, options) => {
    const { viewerId, other } = await addressee(ctx, options.user_id);
    await sendablePin(ctx, viewerId, options.pin_id);
    const { conversationId } = await writeTo(ctx.app, {
      viewerId,
      otherId: String(other.id),
      text: options.text,
      pinId: options.pin_id,
    });
    return { data: await conversationOf(ctx, viewerId, conversationId, other) };
  }),
  update: action(resourceSchemas.ConversationResource.update, async (ctx, options) => {
    const place = await readableConversation(ctx, options.conversation_id);
    await markConversationRead(ctx.app, place);
    return { data: await conversationOf(ctx, place.viewerId, place.conversationId, place.other) };
  }),
};

export const ConversationMessagesResource = {
  get: action(resourceSchemas.ConversationMessagesResource.get, async (ctx, options) => {
    // The bookmark is input: refused as such before anything is looked up.
    const before = decodeBookmark(options.bookmarks, isIdPosition)?.id ?? null;
    const place = await readableConversation(ctx, options.conversation_id);
    const limit = options.page_size ?? MESSAGES_PAGE_SIZE;
    const rows = await ctx.app.stores.conversations.messages(place.conversationId, {
      before,
      limit: limit + 1,
    });
    const page = pageOf(rows, limit, (last) => ({ id: last.id }));
    return {
      data: await presentMessages(ctx.app.stores, place.viewerId, page.rows),
      bookmark: page.bookmark,
    };
  }),
  create: action(resourceSchemas.ConversationMessagesResource.create, async (ctx, options) => {
    const place = await readableConversation(ctx, options.conversation_id);
    await sendablePin(ctx, place.viewerId, options.pin_id);
    const row = await sendMessage(ctx.app, {
      viewerId: place.viewerId,
      conversationId: place.conversationId,
      text: options.text,
      pinId: options.pin_id,
    });
    const [message] = await presentMessages(ctx.app.stores, place.viewerId, [row]);
    return { data: message! };
  }),
  delete: action(resourceSchemas.ConversationMessagesResource.delete, async (ctx, options) => {
    const place = await readableConversation(ctx, options.conversation_id);
    await deleteMessage(ctx.app, {
      viewerId: place.viewerId,
      conversationId: place.conversationId,
      messageId: options.message_id,
    });
    return { data: null };
  }),
};
