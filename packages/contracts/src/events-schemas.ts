// The client event log (issue 15, "Client event log"; docs/API.md "Client event log"): the
// batch the web app sends to `POST /v3/events/`, and what it answers.
import { CLIENT_EVENT_LIMITS, isClientEventCode } from '@corkboard/domain';
import { z } from 'zod';
import { tracking } from './common';
import { component, wireTime } from './components';

const code = z.number().int().min(0).max(1_000_000);

const clientEvent = z.strictObject({
  id: z
    .string()
    .regex(CLIENT_EVENT_LIMITS.idPattern, 'must be 8 to 64 letters, digits, - or _')
    .describe('The client event id: the same id sent twice is stored once.'),
  event_type: code
    .refine(isClientEventCode, 'is not an event code this log knows')
    .describe('The event code (4503 viewed, 6567 completed, 6568 dismissed, 101 callout, …).'),
  time: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('When it happened on the client, in milliseconds since 1970.'),
  view_type: code.optional().describe('1 pin, 3 closeup, 107 notification, 20 app upsell.'),
  component: code.optional(),
  element: code.optional(),
  object_id: z.string().max(64).optional().describe('The pin, experience or board concerned.'),
  aux_data: z
    .record(
      z.string().min(1).max(64),
      z.union([
        z.string().max(CLIENT_EVENT_LIMITS.auxValueLength),
        z.number().finite(),
        z.boolean(),
      ]),
    )
    .refine((aux) => Object.keys(aux).length <= CLIENT_EVENT_LIMITS.auxKeys, {
      message: `may hold at most ${CLIENT_EVENT_LIMITS.auxKeys} keys`,
    })
    .optional(),
});
export type ClientEvent = z.output<typeof clientEvent>;

/** `POST /v3/events/`: one batch. */
export const clientEventBatch = z.strictObject({
  events: z.array(clientEvent).min(1).max(CLIENT_EVENT_LIMITS.perBatch),
});
export type ClientEventBatch = z.output<typeof clientEventBatch>;

export const ClientEventReceiptSchema = component(
  'ClientEventReceipt',
  z
    .strictObject({
      accepted: z.number().int().describe('Events stored now.'),
      duplicates: z.number().int().describe('Events whose id was already stored (sent again).'),
      declined: z
        .number()
        .int()
        .describe('Analytics events not stored: this browser has not allowed analytics cookies.'),
    })
    .describe('What became of a batch.'),
);
export type ClientEventReceipt = z.output<typeof ClientEventReceiptSchema>;

/** The operator's counts of the log (`ClientEventCountsResource`, operators only). */
export const clientEventSchemas = {
  ClientEventCountsResource: {
    get: z.strictObject({
      days: z
        .union([z.literal(1), z.literal(7), z.literal(30)])
        .optional()
        .describe('The window: the last 1 (default), 7 or 30 days.'),
      ...tracking,
    }),
  },
};

export const ClientEventCountsSchema = component(
  'ClientEventCounts',
  z
    .strictObject({
      since: wireTime,
      counts: z.array(
        z.strictObject({
          event_type: z.number().int(),
          name: z.string().describe("The code's name (experienceViewed, …) or `code N`."),
          count: z.number().int(),
        }),
      ),
    })
    .describe('Client events stored since a time, counted by type, most first.'),
);
