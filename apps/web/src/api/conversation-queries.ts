// Conversations (issue 16): the viewer's list, one conversation, and its messages page by page
// (newest first; the thread shows them oldest at the top).
import type { Conversation, Message } from '@corkboard/contracts';
import { feedQuery, singleQuery } from './queries';

export const conversationsQuery = () =>
  feedQuery<'ConversationsResource', Conversation>('ConversationsResource', {});
export const conversationQuery = (id: string) =>
  singleQuery('ConversationResource', { conversation_id: id });
export const messagesQuery = (id: string) =>
  feedQuery<'ConversationMessagesResource', Message>('ConversationMessagesResource', {
    conversation_id: id,
  });
