// A logged-out visitor's page view in their record (spec 002 §2.2, §3): its landing page type
// and, for a pin page, the pin (its first picture, description, and whether it came from a
// shared link). Loaded on first use, for visitors only.
import type { Pin } from '@corkboard/contracts';
import {
  inviteCodeOf,
  landingPageType,
  recordInviteCode,
  recordVisitedPage,
  type VisitorPage,
} from '@corkboard/domain';
import { noteVisitor } from './visitor-history';

export function recordPage(page: VisitorPage, path: string, pin?: Pin): void {
  const pageType = landingPageType(page);
  if (!pageType) return;
  const code = pin ? inviteCodeOf(location.search) : null;
  const image = pin?.images['236x'] ?? null;
  noteVisitor(false, (record, now) => {
    const kept = recordVisitedPage(record, {
      path,
      ts: now,
      pageType,
      pin_id: pin?.id ?? null,
      first_pin_image_signature: pin?.image_signature ?? null,
      image_info: image ? { width: image.width, height: image.height } : null,
      pin_description: pin ? pin.description || null : null,
      is_shared: code !== null,
      pin_invite_code: code,
    });
    return code ? recordInviteCode(kept, { inviteCode: code, ts: now }) : kept;
  });
}
