// The wire shapes of a person's own reports and the violations on their content (issue 16,
// /reports-and-violations/). A report shows its pin (link and picture) only while the pin is
// public and was not removed or its pinner suspended: the receipt keeps what it said, not a
// window onto content that left every other surface.
import type { ContentViolationWire, OwnReport } from '@corkboard/contracts';
import { knownReportReason, ownReportStatus } from '@corkboard/domain';
import type { ImageRow } from '../storage/images-store';
import type { PinRow } from '../storage/pins-store';
import type { ContentViolation, ReportReceipt } from '../storage/report-receipts-store';
import { idString, isoTime } from '../storage/row-mapping';
import { imageUrl } from './images';

export interface ReceiptContext {
  /** The pins the receipts name (reported pins, roots, comments' pins), by id. */
  pins: ReadonlyMap<string, PinRow>;
  /** The reported comments that still exist. */
  comments: ReadonlySet<string>;
  images: ReadonlyMap<string, ImageRow>;
}

export function presentReceipt(r: ReportReceipt, known: ReceiptContext): OwnReport {
  const subjectExists =
    r.kind === 'pin' ? known.pins.has(r.subjectId) : known.comments.has(r.subjectId);
  const status = ownReportStatus({
    decided: r.decidedAt !== null,
    outcome: r.outcome,
    subjectExists,
  });
  const pin = known.pins.get(r.pinId);
  const shown =
    pin !== undefined &&
    pin.board_privacy === 'public' &&
    status !== 'removed' &&
    status !== 'suspended';
  const image = shown ? known.images.get(pin.image_signature) : undefined;
  return {
    id: r.id,
    kind: r.kind,
    text: r.excerpt,
    reason: knownReportReason(r.reason),
    status,
    pin_id: shown ? idString(pin.id) : null,
    image_url: image ? imageUrl('236x', image.signature, image.ext) : null,
    created_at: isoTime(r.createdAt),
    decided_at: r.decidedAt === null ? null : isoTime(r.decidedAt),
  };
}

export function presentViolation(v: ContentViolation): ContentViolationWire {
  return {
    id: v.id,
    kind: v.kind,
    text: v.excerpt,
    reason: knownReportReason(v.reason),
    created_at: isoTime(v.createdAt),
  };
}
