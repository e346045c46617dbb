// The news hub (issue 16, `/notifications/`; the rules are domain notifications/news-rules.ts).
// Ours: the spec names only the route.
import { z } from 'zod';
import { NEWS_KINDS } from '@corkboard/domain';
import { paging, tracking } from './common';
import { component, wireId, wireTime } from './components';
import { SentPinSchema } from './conversations-schemas';
import { UserSummarySchema } from './wire';

export const newsSchemas = {
  /** The viewer's news, newest first: follows, saves of their pins, comments, invitations. */
  NewsHubResource: {
    get: z.strictObject({ ...paging, ...tracking }),
  },
  /** How much of it is unread; `update` marks all of it read (the hub was opened). */
  NewsHubBadgeResource: {
    get: z.strictObject({ ...tracking }),
    update: z.strictObject({ ...tracking }),
  },
} as const;

export const NewsItemSchema = component(
  'NewsItem',
  z
    .strictObject({
      id: z.string().describe('Stable for the item: its kind and the id of what happened.'),
      kind: z.enum(NEWS_KINDS),
      created_at: wireTime,
      unread: z.boolean().describe('It happened after the viewer last opened the hub.'),
      actor: UserSummarySchema,
      pin: SentPinSchema.nullable().describe('The pin saved, commented on or sent.'),
      board: z
        .strictObject({ id: wireId, name: z.string(), url: z.string() })
        .nullable()
        .describe('The board a save went to, or the viewer is invited to.'),
      comment: z
        .strictObject({ id: wireId, text: z.string() })
        .nullable()
        .describe('The comment or reply.'),
      message: z
        .strictObject({ id: wireId, conversation_id: wireId, text: z.string() })
        .nullable()
        .describe('The message sent.'),
    })
    .describe('One thing that happened to the viewer: who did what, and on what.'),
);
export type NewsItem = z.output<typeof NewsItemSchema>;

export const NewsBadgeSchema = component(
  'NewsBadge',
  z
    .strictObject({ unread_count: z.number() })
    .describe('How many items of the news hub are unread.'),
);
