// Comments on pins (issue 16, `/pin/{id}/comments`): `PinCommentsResource` (a pin's comments,
// newest first, or the replies under one, oldest first; keyset on the comment id),
// `PinCommentResource` (post, reply, delete), `PinCommentReportResource` (report; the reporter
// stops seeing it) and the operators' `CommentReportQueueResource`. Who may: policy/comments.ts.
import { resourceSchemas } from '@corkboard/contracts';
import { COMMENTS_PAGE_SIZE, REPLIES_PAGE_SIZE } from '@corkboard/domain';
import {
  decideCommentReport,
  deleteComment,
  postComment,
  reportComment,
} from '../../commands/pin-comments';
import { decodeBookmark, isCountedPosition, isIdPosition, pageOf } from '../../http/bookmarks';
import {
  commentablePin,
  commentPlace,
  deletableComment,
  readableComment,
  reportableComment,
} from '../../policy/comments';
import { operatorViewer } from '../../policy/operators';
import { presentComments } from '../../present/comments';
import { idString, isoTime } from '../../storage/row-mapping';
import { action } from '../define';

export const PinCommentsResource = {
  get: action(resourceSchemas.PinCommentsResource.get, async (ctx, options) => {
    const { stores } = ctx.app;
    const after = decodeBookmark(options.bookmarks, isIdPosition)?.id ?? null;
    const pin = await commentablePin(ctx, options.pin_id);
    const pinId = idString(pin.id);
    let rows;
    let limit;
    if (options.parent_id === undefined) {
      limit = options.page_size ?? COMMENTS_PAGE_SIZE;
      rows = await stores.pinComments.topLevel(pinId, ctx.viewerId, { after, limit: limit + 1 });
    } else {
      const { comment } = await readableComment(ctx, options.parent_id);
      limit = options.page_size ?? REPLIES_PAGE_SIZE;
      rows =
        comment.pinId === pinId
          ? await stores.pinComments.replies(comment.id, ctx.viewerId, { after, limit: limit + 1 })
          : [];
    }
    const page = pageOf(rows, limit, (last) => ({ id: last.id }));
    const pinnerId = idString(pin.pinner_id);
    const data = await presentComments(stores, page.rows, {
      viewerId: ctx.viewerId,
      pinnerOf: () => pinnerId,
    });
    return { data, bookmark: page.bookmark };
  }),
};

export const PinCommentResource = {
  create: action(resourceSchemas.PinCommentResource.create, async (ctx, options) => {
    const place = await commentPlace(ctx, { pinId: options.pin_id, parentId: options.parent_id });
    const row = await postComment(ctx.app, place, options.text);
    const pin = await commentablePin(ctx, place.pinId);
    const [data] = await presentComments(ctx.app.stores, [row], {
      viewerId: place.viewerId,
      pinnerOf: () => idString(pin.pinner_id),
    });
    return { data: data! };
  }),
  delete: action(resourceSchemas.PinCommentResource.delete, async (ctx, options) => {
    await deleteComment(ctx.app, await deletableComment(ctx, options.comment_id));
    return { data: null };
  }),
};

export const PinCommentReportResource = {
  create: action(resourceSchemas.PinCommentReportResource.create, async (ctx, options) => {
    const target = await reportableComment(ctx, options.comment_id);
    return { data: await reportComment(ctx.app, target, options.reason) };
  }),
};

export const CommentReportQueueResource = {
  get: action(resourceSchemas.CommentReportQueueResource.get, async (ctx, options) => {
    const operatorId = operatorViewer(ctx);
    const { stores } = ctx.app;
    const limit = options.page_size ?? COMMENTS_PAGE_SIZE;
    const after = decodeBookmark(options.bookmarks, isCountedPosition('commentId'));
    const groups = await stores.commentReports.queue(after, limit + 1);
    const page = pageOf(groups, limit, (last) => ({
      commentId: last.commentId,
      reports: last.reports,
    }));
    const ids = page.rows.map((g) => g.commentId);
    const [comments, reasons] = await Promise.all([
      stores.pinComments.byIds(ids),
      stores.commentReports.reasons(ids),
    ]);
    const pins = await stores.pins.byIds(comments.map((c) => c.pinId));
    const pinners = new Map(pins.map((p) => [idString(p.id), idString(p.pinner_id)]));
    const presented = await presentComments(stores, comments, {
      viewerId: operatorId,
      pinnerOf: (pinId) => pinners.get(pinId),
    });
    const byId = new Map(presented.map((c) => [c.id, c]));
    const data = page.rows.flatMap((g) => {
      const comment = byId.get(g.commentId);
      if (!comment) return [];
      return [
        {
          comment,
          reports: g.reports,
          reasons: reasons.get(g.commentId) ?? {},
          last_reported_at: isoTime(g.lastReportedAt),
        },
      ];
    });
    return { data, bookmark: page.bookmark };
  }),
  update: action(resourceSchemas.CommentReportQueueResource.update, async (ctx, options) => {
    const operatorId = operatorViewer(ctx);
    const data = await decideCommentReport(ctx.app, operatorId, {
      commentId: options.comment_id,
      action: options.action,
      note: options.note || null,
    });
    return { data };
  }),
};
