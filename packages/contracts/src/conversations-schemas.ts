// Conversations (issue 16, `/conversation/{id}`: messages between people, with pins sent inside
// them; the rules are domain conversations/conversation-rules.ts). Ours: the spec names only
// the route.
import { z } from 'zod';
import { MESSAGE_TEXT_MAX } from '@corkboard/domain';
import { id, paging, tracking } from './common';
import { component, wireId, wireTime } from './components';
import { UserSummarySchema } from './wire';

const text = z.string().max(MESSAGE_TEXT_MAX);

export const conversationSchemas = {
  /** The viewer's conversations, the latest message first. */
  ConversationsResource: {
    get: z.strictObject({ ...paging, ...tracking }),
  },
  ConversationResource: {
    get: z.strictObject({ conversation_id: id, ...tracking }),
    /**
     * Writes to a person: their conversation with the viewer (made on the first message), with
     * a message of `text`, `pin_id` or both.
     */
    create: z.strictObject({
      user_id: id,
      text: text.optional(),
      pin_id: id.optional(),
      ...tracking,
    }),
    /** The viewer has read it: everything up to now. */
    update: z.strictObject({ conversation_id: id, ...tracking }),
  },
  /** A conversation's messages, newest first; `create` adds one; `delete` takes back one's own. */
  ConversationMessagesResource: {
    get: z.strictObject({ conversation_id: id, ...paging, ...tracking }),
    create: z.strictObject({
      conversation_id: id,
      text: text.optional(),
      pin_id: id.optional(),
      ...tracking,
    }),
    delete: z.strictObject({ conversation_id: id, message_id: id, ...tracking }),
  },
} as const;

export const SentPinSchema = component(
  'SentPin',
  z
    .strictObject({
      id: wireId,
      title: z.string(),
      image_url: z.string().nullable(),
      dominant_color: z.string(),
    })
    .describe('A pin as a message or a piece of news shows it: enough for its thumbnail.'),
);
export type SentPin = z.output<typeof SentPinSchema>;

export const MessageSchema = component(
  'Message',
  z
    .strictObject({
      id: wireId,
      conversation_id: wireId,
      sender: UserSummarySchema,
      text: z.string(),
      pin: SentPinSchema.nullable().describe(
        'The pin sent; null when none, or when the reader may not see it (a secret board).',
      ),
      invite_code: z
        .string()
        .nullable()
        .describe("The sent pin's invite code: its link is the pin page with ?invite_code=."),
      created_at: wireTime,
    })
    .describe('One message of a conversation.'),
);
export type Message = z.output<typeof MessageSchema>;

export const ConversationSchema = component(
  'Conversation',
  z
    .strictObject({
      id: wireId,
      with: UserSummarySchema.describe('The other person.'),
      last_message: MessageSchema.nullable(),
      unread: z
        .boolean()
        .describe('A message from the other person came after the viewer read it.'),
      updated_at: wireTime,
    })
    .describe('A conversation between the viewer and one other person.'),
);
export type Conversation = z.output<typeof ConversationSchema>;
