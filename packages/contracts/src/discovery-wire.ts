// What the discovery and feedback resources answer (docs/API.md "Discovery and feedback").
// Interests are topics (tag chips) or categories; see packages/domain/src/discovery.
import { z } from 'zod';
import {
  DISCOVERY_SURFACES,
  HIDE_SURFACES,
  INTEREST_KINDS,
  PIN_FEEDBACK_TYPES,
  TODAY_ARTICLE_KINDS,
} from '@corkboard/domain';
import { component, wireId } from './components';
import { InterestRefSchema, PinSchema } from './pin-wire';
import { BoardSchema, ImageVariantsSchema, UserSummarySchema } from './wire';

export const InterestSchema = component(
  'Interest',
  InterestRefSchema.extend({
    kind: z.enum(INTEREST_KINDS),
    url: z.string().describe("The interest's page on the surface asked for."),
    follower_count: z.number(),
    followed_by_me: z.boolean(),
    images: ImageVariantsSchema.nullable().describe(
      "The newest visible pin's image on that surface; null when it has none.",
    ),
  }),
);
export type Interest = z.output<typeof InterestSchema>;

export const TodayArticleSchema = component(
  'TodayArticle',
  z.strictObject({
    id: z.enum(TODAY_ARTICLE_KINDS),
    kind: z.enum(TODAY_ARTICLE_KINDS),
    title: z.string(),
    url: z.string().describe('/today/{kind}/'),
    interest: InterestSchema.describe("The article's topic; its page holds the whole grid."),
    surface: z.enum(DISCOVERY_SURFACES).describe("Surface whose filter the article's grid uses."),
    cover_pins: z.array(PinSchema).describe("Up to four pins for the article's cover."),
  }),
);
export type TodayArticle = z.output<typeof TodayArticleSchema>;

export const UnfollowOptionSchema = component(
  'UnfollowOption',
  z
    .strictObject({
      type: z.enum(['user', 'board', 'interest']),
      id: wireId.describe('The user, board or interest id.'),
      name: z.string(),
      message: z.string().describe('The toast once unfollowed.'),
    })
    .describe('Whom the "Pin hidden" toast\'s unfollow shortcut unfollows.'),
);
export type UnfollowOption = z.output<typeof UnfollowOptionSchema>;

export const PinHideResultSchema = component(
  'PinHideResult',
  z.strictObject({
    pin_id: wireId,
    hidden: z.boolean(),
    surface: z.enum(HIDE_SURFACES),
    news_id: wireId.nullable(),
    message: z.string().nullable().describe('"Pin hidden" after a hide, null after an undo.'),
    unfollow: UnfollowOptionSchema.nullable(),
  }),
);
export type PinHideResult = z.output<typeof PinHideResultSchema>;

export const PinFeedbackResultSchema = component(
  'PinFeedbackResult',
  z.strictObject({
    pin_id: wireId,
    feedback_type: z.enum(PIN_FEEDBACK_TYPES),
    feedback_state: z.literal('reported'),
    message: z.string(),
    unfollow: UnfollowOptionSchema.nullable(),
  }),
);
export type PinFeedbackResult = z.output<typeof PinFeedbackResultSchema>;

export const HomefeedTunerSchema = component(
  'HomefeedTuner',
  z
    .strictObject({
      interests: z.array(InterestSchema),
      boards: z.array(BoardSchema),
      users: z.array(UserSummarySchema),
      hidden_pins: z.array(PinSchema),
      limit: z.number().describe('Each list holds at most this many (the newest).'),
      counts: z.strictObject({
        interests: z.number(),
        boards: z.number(),
        users: z.number(),
        hidden_pins: z.number(),
      }),
    })
    .describe("What shapes the viewer's home feed, newest first."),
);
export type HomefeedTuner = z.output<typeof HomefeedTunerSchema>;
