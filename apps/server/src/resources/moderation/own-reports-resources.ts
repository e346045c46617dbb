// `UserReportsResource` and `UserViolationsResource` (issue 16, /reports-and-violations/): the
// viewer's own reports with where each stands, and what operators removed from their content.
// Only ever the viewer's (there is no option naming someone else); keyset paged, newest first;
// a page's pins, comments and pictures are read in one query each.
import { resourceSchemas } from '@corkboard/contracts';
import { PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import { decodeBookmark, isIdPosition, pageOf } from '../../http/bookmarks';
import { signedInViewer } from '../../policy/signed-in';
import { presentReceipt, presentViolation } from '../../present/own-reports';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';

export const UserReportsResource = {
  get: action(resourceSchemas.UserReportsResource.get, async (ctx, options) => {
    const userId = signedInViewer(ctx);
    const { stores } = ctx.app;
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const after = decodeBookmark(options.bookmarks, isIdPosition);
    const rows = await stores.reportReceipts.receiptsOf(userId, after?.id ?? null, limit + 1);
    const page = pageOf(rows, limit, (last) => ({ id: last.id }));
    const pinIds = page.rows.flatMap((r) =>
      r.kind === 'pin' ? [r.pinId, r.subjectId] : [r.pinId],
    );
    const commentIds = page.rows.flatMap((r) => (r.kind === 'comment' ? [r.subjectId] : []));
    const [pins, comments] = await Promise.all([
      stores.pins.byIds(pinIds),
      stores.pinComments.byIds(commentIds),
    ]);
    const images = await stores.images.bySignatures(pins.map((p) => p.image_signature));
    const known = {
      pins: new Map(pins.map((p) => [idString(p.id), p])),
      comments: new Set(comments.map((c) => c.id)),
      images,
    };
    return { data: page.rows.map((r) => presentReceipt(r, known)), bookmark: page.bookmark };
  }),
};

export const UserViolationsResource = {
  get: action(resourceSchemas.UserViolationsResource.get, async (ctx, options) => {
    const userId = signedInViewer(ctx);
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const after = decodeBookmark(options.bookmarks, isIdPosition);
    const rows = await ctx.app.stores.reportReceipts.violationsOf(
      userId,
      after?.id ?? null,
      limit + 1,
    );
    const page = pageOf(rows, limit, (last) => ({ id: last.id }));
    return { data: page.rows.map(presentViolation), bookmark: page.bookmark };
  }),
};
