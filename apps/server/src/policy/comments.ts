// Who may do what with comments (issue 16; rules in domain comments/comment-rules.ts), in the
// order every write answers (docs/ARCHITECTURE.md "Saving and board permissions"): signed out
// `unauthorized`; a pin or comment the viewer may not see `not_found` (never `forbidden`: a
// secret board's talk does not tell it is there); a comment they may see but not delete, or
// their own comment reported, `forbidden`.
import { COMMENT_ERRORS, mayDeleteComment, threadOf } from '@corkboard/domain';
import type { RequestContext } from '../app/context';
import { AppError, forbidden } from '../http/errors';
import type { CommentRow } from '../storage/pin-comments-store';
import type { PinRow } from '../storage/pins-store';
import { idString } from '../storage/row-mapping';
import { signedInViewer } from './signed-in';
import { visiblePin } from './visible-pin';

export interface CommentTarget {
  viewerId: string;
  comment: CommentRow;
  pin: PinRow;
}

/** The pin's comments may be read by whoever may see the pin; signed out too. */
export const commentablePin = (ctx: RequestContext, pinId: string): Promise<PinRow> =>
  visiblePin(ctx.app.stores, pinId, ctx.viewerId);

/** A comment the viewer may read, on a pin they may see; `not_found` otherwise. */
export async function readableComment(
  ctx: RequestContext,
  commentId: string,
): Promise<{ comment: CommentRow; pin: PinRow }> {
  const comment = await ctx.app.stores.pinComments.readableById(commentId, ctx.viewerId);
  if (!comment) throw new AppError('not_found', COMMENT_ERRORS.notFound);
  const pin = await commentablePin(ctx, comment.pinId);
  return { comment, pin };
}

/** Where a new comment goes: the pin, and the thread it joins when it replies. */
export async function commentPlace(
  ctx: RequestContext,
  input: { pinId: string; parentId: string | undefined },
): Promise<{ viewerId: string; pinId: string; parentId: string | null }> {
  const viewerId = signedInViewer(ctx);
  const pin = await commentablePin(ctx, input.pinId);
  const pinId = idString(pin.id);
  if (input.parentId === undefined) return { viewerId, pinId, parentId: null };
  const { comment } = await readableComment(ctx, input.parentId);
  // A reply answers a comment on the same pin; one elsewhere is not there to answer.
  if (comment.pinId !== pinId) throw new AppError('not_found', COMMENT_ERRORS.notFound);
  return { viewerId, pinId, parentId: threadOf(comment) };
}

export async function deletableComment(
  ctx: RequestContext,
  commentId: string,
): Promise<CommentTarget> {
  const viewerId = signedInViewer(ctx);
  const { comment, pin } = await readableComment(ctx, commentId);
  const allowed = mayDeleteComment({
    viewerId,
    authorId: comment.userId,
    pinnerId: idString(pin.pinner_id),
  });
  if (!allowed) throw forbidden(COMMENT_ERRORS.notYours);
  return { viewerId, comment, pin };
}

export async function reportableComment(
  ctx: RequestContext,
  commentId: string,
): Promise<CommentTarget> {
  const viewerId = signedInViewer(ctx);
  const { comment, pin } = await readableComment(ctx, commentId);
  if (comment.userId === viewerId) throw forbidden(COMMENT_ERRORS.ownComment);
  return { viewerId, comment, pin };
}
