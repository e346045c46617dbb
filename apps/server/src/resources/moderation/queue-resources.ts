// The operator console's queues (issue 14): `LinkAppealQueueResource` (appeals by status, oldest
// first; uphold or lift), `PinReportQueueResource` (reported pins grouped and counted, most
// reported first; remove the pin, dismiss, or suspend the pinner) and `OperatorAuditResource`
// (every operator action, newest first). Keyset paged. Operators only (policy/operators.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { PAGE_SIZE_DEFAULT } from '@corkboard/domain';
import { decideLinkAppeal } from '../../commands/link-appeals';
import { decidePinReport } from '../../commands/pin-reports';
import { decodeBookmark, isCountedPosition, isIdPosition, pageOf } from '../../http/bookmarks';
import { operatorViewer } from '../../policy/operators';
import { imageUrl } from '../../present/images';
import { presentAction, presentAppealReview } from '../../present/moderation';
import { idString, isoTime } from '../../storage/row-mapping';
import { action } from '../define';

const isReportCursor = isCountedPosition('pinId');

export const LinkAppealQueueResource = {
  get: action(resourceSchemas.LinkAppealQueueResource.get, async (ctx, options) => {
    operatorViewer(ctx);
    const { stores, linkChecker } = ctx.app;
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const after = decodeBookmark(options.bookmarks, isIdPosition);
    const rows = await stores.links.appealQueue(
      options.status ?? 'open',
      after?.id ?? null,
      limit + 1,
    );
    const page = pageOf(rows, limit, (last) => ({ id: last.id }));
    const users = await stores.users.byIds(page.rows.map((a) => a.userId));
    const verdicts = await Promise.all(page.rows.map((a) => linkChecker.check(a.url)));
    return {
      data: page.rows.map((a, i) =>
        presentAppealReview(a, users.get(a.userId), verdicts[i]?.verdict ?? a.verdict),
      ),
      bookmark: page.bookmark,
    };
  }),
  update: action(resourceSchemas.LinkAppealQueueResource.update, async (ctx, options) => {
    const operatorId = operatorViewer(ctx);
    const appeal = await decideLinkAppeal(ctx.app, operatorId, {
      id: options.id,
      decision: options.decision,
      note: options.note || null,
    });
    const requester = await ctx.app.stores.users.byId(appeal.userId);
    const current = await ctx.app.linkChecker.check(appeal.url);
    return { data: presentAppealReview(appeal, requester, current.verdict) };
  }),
};

export const PinReportQueueResource = {
  get: action(resourceSchemas.PinReportQueueResource.get, async (ctx, options) => {
    operatorViewer(ctx);
    const { stores } = ctx.app;
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const after = decodeBookmark(options.bookmarks, isReportCursor);
    const groups = await stores.moderation.reportQueue(after, limit + 1);
    const page = pageOf(groups, limit, (last) => ({ pinId: last.pinId, reports: last.reports }));
    const ids = page.rows.map((g) => g.pinId);
    const [pins, reasons] = await Promise.all([
      stores.pins.byIds(ids),
      stores.moderation.reportReasons(ids),
    ]);
    const byId = new Map(pins.map((p) => [idString(p.id), p]));
    const [users, images] = await Promise.all([
      stores.users.byIds(pins.map((p) => idString(p.pinner_id))),
      stores.images.bySignatures(pins.map((p) => p.image_signature)),
    ]);
    const data = page.rows.flatMap((g) => {
      const pin = byId.get(g.pinId);
      const pinner = pin ? users.get(idString(pin.pinner_id)) : undefined;
      if (!pin || !pinner) return [];
      const image = images.get(pin.image_signature);
      return [
        {
          pin_id: g.pinId,
          title: pin.title,
          image_url: image ? imageUrl('236x', image.signature, image.ext) : null,
          pinner: {
            id: idString(pinner.id),
            username: pinner.username,
            suspended: pinner.suspended_at !== null,
          },
          reports: g.reports,
          reasons: reasons.get(g.pinId) ?? {},
          last_reported_at: isoTime(g.lastReportedAt),
        },
      ];
    });
    return { data, bookmark: page.bookmark };
  }),
  update: action(resourceSchemas.PinReportQueueResource.update, async (ctx, options) => {
    const operatorId = operatorViewer(ctx);
    const data = await decidePinReport(ctx.app, operatorId, {
      pinId: options.pin_id,
      action: options.action,
      note: options.note || null,
    });
    return { data };
  }),
};

export const OperatorAuditResource = {
  get: action(resourceSchemas.OperatorAuditResource.get, async (ctx, options) => {
    operatorViewer(ctx);
    const { stores } = ctx.app;
    const limit = options.page_size ?? PAGE_SIZE_DEFAULT;
    const after = decodeBookmark(options.bookmarks, isIdPosition);
    const rows = await stores.links.auditLog(after?.id ?? null, limit + 1);
    const page = pageOf(rows, limit, (last) => ({ id: last.id }));
    const operators = await stores.users.byIds(
      page.rows.flatMap((a) => (a.operatorId ? [a.operatorId] : [])),
    );
    return {
      data: page.rows.map((a) =>
        presentAction(a, a.operatorId ? operators.get(a.operatorId) : undefined),
      ),
      bookmark: page.bookmark,
    };
  }),
};
