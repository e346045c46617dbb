// Comments on pins (issue 16, "/pin/{id}/comments": comments and replies, reporting, the owner's
// delete; the rules are domain comments/comment-rules.ts). Ours: the spec names only the route.
import { z } from 'zod';
import { COMMENT_TEXT_MAX, REPORT_REASONS } from '@corkboard/domain';
import { id, paging, tracking } from './common';
import { component, wireId, wireTime } from './components';
import { UserSummarySchema } from './wire';

const note = z.string().max(1000);

export const commentSchemas = {
  /**
   * A pin's top-level comments, newest first; with `parent_id`, the replies under that comment,
   * oldest first. Comments of people in a block with the viewer, and those the viewer reported,
   * are left out.
   */
  PinCommentsResource: {
    get: z.strictObject({ pin_id: id, parent_id: id.optional(), ...paging, ...tracking }),
  },
  PinCommentResource: {
    create: z.strictObject({
      pin_id: id,
      text: z.string().max(COMMENT_TEXT_MAX),
      /** The comment this one answers; a reply to a reply joins its top-level thread. */
      parent_id: id.optional(),
      ...tracking,
    }),
    /** Its author, or the pin's pinner; a top-level comment takes its replies with it. */
    delete: z.strictObject({ comment_id: id, ...tracking }),
  },
  /** Reports a comment to the operators; the reporter no longer sees it. */
  PinCommentReportResource: {
    create: z.strictObject({ comment_id: id, reason: z.enum(REPORT_REASONS), ...tracking }),
  },
  /** Operators: reported comments, most reported first, and the decision on one. */
  CommentReportQueueResource: {
    get: z.strictObject({ ...paging, ...tracking }),
    update: z.strictObject({
      comment_id: id,
      action: z.enum(['remove_comment', 'dismiss']),
      note: note.optional(),
      ...tracking,
    }),
  },
} as const;

export const PinCommentSchema = component(
  'PinComment',
  z
    .strictObject({
      id: wireId,
      pin_id: wireId,
      parent_id: wireId.nullable().describe('The top-level comment this replies to, or null.'),
      text: z.string(),
      created_at: wireTime,
      user: UserSummarySchema,
      reply_count: z.number().describe('Replies under a top-level comment (0 for a reply).'),
      can_delete: z.boolean().describe("The viewer may delete it: its author or the pin's pinner."),
    })
    .describe('A comment on a pin, or a reply to one.'),
);
export type PinComment = z.output<typeof PinCommentSchema>;

export const CommentReportSchema = component(
  'CommentReport',
  z
    .strictObject({
      comment: PinCommentSchema,
      reports: z.number().describe('Open reports of this comment.'),
      reasons: z.record(z.string(), z.number()).describe('How many reports gave each reason.'),
      last_reported_at: wireTime,
    })
    .describe('Reports of one comment, grouped and counted, for the operators.'),
);

export const CommentReportDecisionSchema = component(
  'CommentReportDecision',
  z
    .strictObject({
      comment_id: wireId,
      action: z.enum(['remove_comment', 'dismiss']),
      reports_closed: z.number(),
    })
    .describe('What the operator did with a reported comment.'),
);

export const CommentReportedSchema = component(
  'CommentReported',
  z
    .strictObject({ comment_id: wireId, reported: z.literal(true) })
    .describe('The report was taken; the comment is hidden from its reporter.'),
);
