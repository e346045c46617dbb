// Options of the discovery and feedback resources (docs/API.md §3 "Discovery and feedback";
// issue 6). Names the spec gives are kept (RelatedPinFeedResource, InterestFollowResource,
// TopicResource, PinFeedbackResource); the rest are ours and written down in
// docs/ARCHITECTURE.md ("Discovery").
import { z } from 'zod';
import {
  DISCOVERY_SURFACES,
  HIDE_REASONS,
  PIN_FEEDBACK_TYPE_NAMES,
  REPORT_REASONS,
  TODAY_ARTICLE_KINDS,
  type PinFeedbackTypeName,
  pinFeedbackTypeName,
} from '@corkboard/domain';
import { id, paging, tracking } from './common';

const urlName = z.string().trim().min(1).max(100);
const surface = z.enum(DISCOVERY_SURFACES);

/** 1 (report), 2 (not relevant), or their names; normalised to the name. */
const feedbackType = z
  .union([z.number().int(), z.string().max(32)])
  .transform((value, ctx): PinFeedbackTypeName => {
    const name = pinFeedbackTypeName(value);
    if (name === null) {
      ctx.addIssue({
        code: 'custom',
        message: `must be one of 1, 2, ${PIN_FEEDBACK_TYPE_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    return name;
  });

export const discoverySchemas = {
  RelatedPinFeedResource: {
    get: z.strictObject({ pin_id: id, ...paging, ...tracking }),
  },
  /** Ours: a board's "More ideas" tab (req 000-2.15, the surface BoardMoreIdeasTabContent). */
  BoardMoreIdeasFeedResource: {
    get: z.strictObject({ board_id: id, ...paging, ...tracking }),
  },
  TopicResource: {
    get: z.union([
      z.strictObject({ url_name: urlName, surface: surface.optional(), ...tracking }),
      z.strictObject({ interest_id: id, surface: surface.optional(), ...tracking }),
    ]),
  },
  /** Ours: the grid of a topic, idea, video or shopping page (surface filters it). */
  TopicFeedResource: {
    get: z.union([
      z.strictObject({ url_name: urlName, surface: surface.optional(), ...paging, ...tracking }),
      z.strictObject({ interest_id: id, surface: surface.optional(), ...paging, ...tracking }),
    ]),
  },
  /** Ours: the hubs /topics/, /ideas/, /videos/, /shopping/ (default ideas). */
  InterestsResource: {
    get: z.strictObject({ surface: surface.optional(), ...paging, ...tracking }),
  },
  InterestFollowResource: {
    create: z.strictObject({ interest_id: id, ...tracking }),
    delete: z.strictObject({ interest_id: id, ...tracking }),
  },
  /** Ours: /today/ (all four articles) or one of them. */
  TodayArticlesResource: {
    get: z.strictObject({ kind: z.enum(TODAY_ARTICLE_KINDS).optional(), ...tracking }),
  },
  PinFeedbackResource: {
    update: z.strictObject({
      pin_id: id,
      feedback_type: feedbackType,
      reason: z
        .enum(REPORT_REASONS)
        .optional()
        .describe("Ours: a report's category, stored with it."),
      ...tracking,
    }),
  },
  /** Ours: /edit/, the home feed tuner. */
  HomefeedTunerResource: {
    get: z.strictObject({ ...tracking }),
  },
};

/** `PUT /v3/p2p/{pin}/hide/` and `/unhide/`. */
export const p2pHideParams = z.strictObject({ pin: id });

/** Ours: the optional body of a hide, why the viewer hid the pin (stored with the hide). */
export const hideReasonBody = z.strictObject({
  reason: z.enum(HIDE_REASONS).optional(),
  ...tracking,
});

/** `PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/` and `/undo/`. */
export const newsHubHideParams = z.strictObject({ news_id: id, pin_id: id });
