// Reading the visitor record back from storage (spec 002 §5, §9): whatever is there may be old,
// edited or broken. Each list keeps only entries of the right shape, within its cap; anything
// else reads as empty, so a bad record never stops a page.
import { LANDING_PAGE_TYPES, type LandingPageType } from './visitor-pages';
import {
  EMPTY_VISITOR_RECORD,
  revisit,
  VISITOR_HISTORY_MAX,
  type ClickThroughPin,
  type CompletedSearch,
  type InviteCodeVisit,
  type PinDownload,
  type VisitedPage,
  type VisitorRecord,
} from './visitor-record';

type Shape = Record<string, 'string' | 'number' | 'boolean' | 'string?' | 'object?'>;

const fits = (value: unknown, shape: Shape): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, kind]) => {
    const field = v[key];
    if (kind === 'string?') return field === null || typeof field === 'string';
    if (kind === 'object?') return field === null || (typeof field === 'object' && field !== null);
    return typeof field === kind && (kind !== 'number' || Number.isFinite(field));
  });
};

function listOf<T>(raw: unknown, shape: Shape, also: (item: T) => boolean = () => true): T[] {
  if (!Array.isArray(raw)) return [];
  return (raw as unknown[])
    .filter((item): item is T => fits(item, shape) && also(item as T))
    .slice(0, VISITOR_HISTORY_MAX);
}

const landing = new Set<string>(LANDING_PAGE_TYPES);
const imageInfo = (p: VisitedPage) =>
  p.image_info === null || fits(p.image_info, { width: 'number', height: 'number' });

export function parseVisitorRecord(raw: unknown, now: number): VisitorRecord {
  if (typeof raw !== 'object' || raw === null) return EMPTY_VISITOR_RECORD;
  const r = raw as Record<string, unknown>;
  return {
    visitedPages: listOf<VisitedPage>(
      r.visitedPages,
      {
        path: 'string',
        ts: 'number',
        pageType: 'string',
        pin_id: 'string?',
        first_pin_image_signature: 'string?',
        image_info: 'object?',
        pin_description: 'string?',
        is_shared: 'boolean',
        pin_invite_code: 'string?',
      },
      (p) => landing.has(p.pageType satisfies LandingPageType) && imageInfo(p),
    ),
    completedSearches: listOf<CompletedSearch>(r.completedSearches, {
      query: 'string',
      rs: 'string',
      scope: 'string',
      rg: 'string?',
      ts: 'number',
    }),
    clickThroughPins: listOf<ClickThroughPin>(r.clickThroughPins, {
      pinId: 'string',
      link: 'string',
      imageSignature: 'string?',
      domain: 'string',
      ts: 'number',
    }),
    inviteCodes: listOf<InviteCodeVisit>(r.inviteCodes, { inviteCode: 'string', ts: 'number' }),
    downloads: listOf<PinDownload>(r.downloads, { pinId: 'string', ts: 'number' }),
    revisitation:
      r.revisitation === undefined || r.revisitation === null ? null : revisitOrReset(r, now),
  };
}

/** A stored revisitation as it is, or reset if any of its numbers is not one. */
function revisitOrReset(r: Record<string, unknown>, now: number) {
  const s = r.revisitation as Record<string, unknown>;
  const valid = [s.count, s.time, s.ts].every((n) => typeof n === 'number' && Number.isFinite(n));
  return valid ? (s as unknown as VisitorRecord['revisitation']) : revisit(null, now);
}
