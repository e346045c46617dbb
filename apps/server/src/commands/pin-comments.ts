// Posting, deleting and reporting comments, and the operators' decision on a reported one
// (issue 16; who may is policy/comments.ts). Each runs in one transaction; the decision writes
// its audit-log entry in the same one, as the pin report queue's do (commands/pin-reports.ts).
import {
  COMMENT_ERRORS,
  commentTextOf,
  mostCommonReason,
  outcomeOfDecision,
  routeHref,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { mailNews } from '../mail/news-mail';
import type { CommentTarget } from '../policy/comments';
import type { CommentRow } from '../storage/pin-comments-store';
import { inTransaction } from '../storage/transaction';

export async function postComment(
  app: AppContext,
  place: { viewerId: string; pinId: string; parentId: string | null },
  rawText: string,
): Promise<CommentRow> {
  const text = commentTextOf(rawText);
  if (text === null) throw invalid(COMMENT_ERRORS.blank);
  const row = await inTransaction(app.storage, (stores) =>
    stores.pinComments.insert({
      pinId: place.pinId,
      userId: place.viewerId,
      parentId: place.parentId,
      text,
      createdAt: app.now(),
    }),
  );
  mailNews(app, () => commentNews(app, row));
  return row;
}

/** Who hears of a comment, as the news hub tells it: the pinner, or the author replied to. */
async function commentNews(app: AppContext, row: CommentRow) {
  const to = row.parentId
    ? (await app.stores.pinComments.byId(row.parentId))?.userId
    : (await app.stores.pins.byId(row.pinId))?.pinner_id;
  if (to === undefined) return null;
  return {
    kind: row.parentId ? ('replied_to_your_comment' as const) : ('commented_on_your_pin' as const),
    recipientId: String(to),
    actorId: row.userId,
    path: routeHref('pin-comments', { id: row.pinId }),
    said: row.text,
  };
}

/** Deletes the comment; a top-level one takes its replies (and every report) with it. */
export async function deleteComment(app: AppContext, target: CommentTarget): Promise<void> {
  await inTransaction(app.storage, (stores) => stores.pinComments.delete(target.comment.id));
}

export async function reportComment(
  app: AppContext,
  target: CommentTarget,
  reason: string,
): Promise<{ comment_id: string; reported: true }> {
  const at = app.now();
  await inTransaction(app.storage, async (stores) => {
    await stores.commentReports.report({
      commentId: target.comment.id,
      reporterId: target.viewerId,
      reason,
      at,
    });
    // The reporter's receipt (/reports-and-violations/), in the comment's words then.
    await stores.reportReceipts.file({
      reporterId: target.viewerId,
      kind: 'comment',
      subjectId: target.comment.id,
      pinId: target.comment.pinId,
      excerpt: target.comment.text,
      reason,
      at,
    });
  });
  return { comment_id: target.comment.id, reported: true };
}

export type CommentReportAction = 'remove_comment' | 'dismiss';

export async function decideCommentReport(
  app: AppContext,
  operatorId: string,
  input: { commentId: string; action: CommentReportAction; note: string | null },
): Promise<{ comment_id: string; action: CommentReportAction; reports_closed: number }> {
  return inTransaction(app.storage, async (stores) => {
    const at = app.now();
    // Read before anything changes: the audit keeps what was removed, in the author's words.
    const comment = await stores.pinComments.byId(input.commentId);
    const reasons = await stores.commentReports.reasons([input.commentId]);
    const closed = await stores.commentReports.close(input.commentId, at);
    if (closed === 0 || !comment) throw new AppError('not_found', COMMENT_ERRORS.reportNotFound);
    const outcome = outcomeOfDecision(input.action);
    await stores.reportReceipts.close('comment', input.commentId, outcome, at);
    const detail: Record<string, unknown> = { note: input.note, reports: closed };
    if (input.action === 'remove_comment') {
      await stores.pinComments.delete(input.commentId);
      detail.removed = { comment: comment.id, pin: comment.pinId, text: comment.text };
      // Its author's record (/reports-and-violations/); the note stays the operators' own.
      await stores.reportReceipts.recordViolation({
        ownerId: comment.userId,
        kind: 'comment',
        subjectId: comment.id,
        excerpt: comment.text,
        reason: mostCommonReason(reasons.get(input.commentId) ?? {}),
        at,
      });
    }
    await stores.links.audit({
      operatorId,
      action: `comment_report.${input.action}`,
      target: `comment:${input.commentId}`,
      detail,
      at,
    });
    return { comment_id: input.commentId, action: input.action, reports_closed: closed };
  });
}
