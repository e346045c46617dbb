// A person's own reports and the violations on their content (issue 16, /reports-and-violations/;
// rules in domain reports/report-status.ts). Ours: the spec names only the route. Both lists are
// the viewer's own, newest first, keyset paged; signed out they answer `unauthorized`.
import { OWN_REPORT_STATUSES, REPORT_REASONS } from '@corkboard/domain';
import { z } from 'zod';
import { paging, tracking } from './common';
import { component, wireId, wireTime } from './components';

export const ownReportsSchemas = {
  UserReportsResource: { get: z.strictObject({ ...paging, ...tracking }) },
  UserViolationsResource: { get: z.strictObject({ ...paging, ...tracking }) },
} as const;

const reason = z.enum(REPORT_REASONS).nullable().describe('The reason given, if a known one.');

export const OwnReportSchema = component(
  'OwnReport',
  z
    .strictObject({
      id: wireId,
      kind: z.enum(['pin', 'comment']),
      text: z.string().describe("What was reported: the pin's title or the comment's text then."),
      reason,
      status: z.enum(OWN_REPORT_STATUSES).describe('"open" until an operator decided.'),
      pin_id: wireId
        .nullable()
        .describe('The pin to link to (the comment is on it), while the viewer may see it.'),
      image_url: z.string().nullable().describe("The pin's picture, while the viewer may see it."),
      created_at: wireTime,
      decided_at: wireTime.nullable(),
    })
    .describe('A pin or comment the viewer reported, and where the report stands.'),
);
export type OwnReport = z.output<typeof OwnReportSchema>;

export const ContentViolationSchema = component(
  'ContentViolation',
  z
    .strictObject({
      id: wireId,
      kind: z.enum(['pin', 'comment', 'account']),
      text: z
        .string()
        .nullable()
        .describe("The removed pin's title or comment's text (for an account, the pin's)."),
      reason,
      created_at: wireTime,
    })
    .describe("What operators removed from the viewer's content, or their account suspended."),
);
export type ContentViolationWire = z.output<typeof ContentViolationSchema>;
