// The logged-out visitor's local record (spec 002 §1, §3, §4, §5, §9; 000 §9): "A logged-out
// visitor may keep a small local record of saves, searches, visited pages and click-throughs,
// which is used to judge engagement". The saves are saving/signed-out-saves.ts; this is the
// rest: visited pages, completed searches, click-through pins, invite codes, downloads and the
// revisitation state, each list newest first. Pure: the web keeps it in localStorage, only for
// visitors and only with their personalisation consent (web visitor/visitor-history.ts).
import { ENGAGED_VISITOR, VISITED_PIN_PAGES_MAX } from '../limits';
import type { LandingPageType } from './visitor-pages';

/** Where the web keeps it (localStorage; consent/cookie-inventory.ts lists it). */
export const VISITOR_RECORD_KEY = 'corkboard:visitor-record';
/** "Logged-out history lists are capped at a shared maximum (value not shown)": ours, 20. */
export const VISITOR_HISTORY_MAX = 20;
/** "Closeup history is filtered to closeup pages newer than a day limit (value not shown)": 7. */
export const CLOSEUP_HISTORY_DAYS = 7;
/** Ours: a visit starts when the record was last touched more than 30 minutes ago. */
export const REVISIT_GAP_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "Visited pages: path, ts, pageType, pin_id, first_pin_image_signature, image_info, ..." */
export interface VisitedPage {
  path: string;
  ts: number;
  pageType: LandingPageType;
  pin_id: string | null;
  first_pin_image_signature: string | null;
  image_info: { width: number; height: number } | null;
  pin_description: string | null;
  is_shared: boolean;
  pin_invite_code: string | null;
}
/** "Completed searches: query, rs, scope, rg, ts." rs: where it was asked from; rg: its guide. */
export interface CompletedSearch {
  query: string;
  rs: string;
  scope: string;
  rg: string | null;
  ts: number;
}
/** "Click-through pins: pinId, link, imageSignature, domain, ts." */
export interface ClickThroughPin {
  pinId: string;
  link: string;
  imageSignature: string | null;
  domain: string;
  ts: number;
}
/** "Invite codes: inviteCode, ts." */
export interface InviteCodeVisit {
  inviteCode: string;
  ts: number;
}
/** Ours, for the engagement rule's "at least 1 download". */
export interface PinDownload {
  pinId: string;
  ts: number;
}
/** "Revisitation state: count, time, ts": visits so far, when the first began, the last touch. */
export interface Revisitation {
  count: number;
  time: number;
  ts: number;
}

export interface VisitorRecord {
  visitedPages: VisitedPage[];
  completedSearches: CompletedSearch[];
  clickThroughPins: ClickThroughPin[];
  inviteCodes: InviteCodeVisit[];
  downloads: PinDownload[];
  revisitation: Revisitation | null;
}

export const EMPTY_VISITOR_RECORD: VisitorRecord = {
  visitedPages: [],
  completedSearches: [],
  clickThroughPins: [],
  inviteCodes: [],
  downloads: [],
  revisitation: null,
};

type Entry = { ts: number };
const sameBut = <T extends Entry>(a: T, b: T): boolean => {
  const strip = ({ ts: _ts, ...rest }: T) => JSON.stringify(rest);
  return strip(a) === strip(b);
};

/**
 * Adds an entry at the front: "not re-recorded when the newest entry is identical" (its time
 * aside), then capped at the shared maximum.
 */
export function prependEntry<T extends Entry>(
  list: readonly T[],
  entry: T,
  max = VISITOR_HISTORY_MAX,
): T[] {
  const newest = list[0];
  if (newest && sameBut(newest, entry)) return [...list];
  return [entry, ...list].slice(0, max);
}

/** A visited page; "At most 10 visited pin pages stored", the other pages within the shared cap. */
export function recordVisitedPage(record: VisitorRecord, page: VisitedPage): VisitorRecord {
  const pages = prependEntry(record.visitedPages, page);
  let pins = 0;
  const visitedPages = pages.filter((p) => p.pin_id === null || ++pins <= VISITED_PIN_PAGES_MAX);
  return { ...record, visitedPages };
}

export function recordCompletedSearch(
  record: VisitorRecord,
  search: CompletedSearch,
): VisitorRecord {
  return { ...record, completedSearches: prependEntry(record.completedSearches, search) };
}

/** A search taken off the list (the recent-searches chip's remove). */
export function removeCompletedSearch(record: VisitorRecord, query: string): VisitorRecord {
  const wanted = query.trim().toLowerCase();
  return {
    ...record,
    completedSearches: record.completedSearches.filter(
      (s) => s.query.trim().toLowerCase() !== wanted,
    ),
  };
}

export function recordClickThrough(record: VisitorRecord, pin: ClickThroughPin): VisitorRecord {
  return { ...record, clickThroughPins: prependEntry(record.clickThroughPins, pin) };
}

export function recordInviteCode(record: VisitorRecord, visit: InviteCodeVisit): VisitorRecord {
  return { ...record, inviteCodes: prependEntry(record.inviteCodes, visit) };
}

export function recordDownload(record: VisitorRecord, download: PinDownload): VisitorRecord {
  return { ...record, downloads: prependEntry(record.downloads, download) };
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * "Revisitation data is valid only if count, time and ts are all numbers; otherwise it resets
 * to count 1." A touch more than REVISIT_GAP_MS after the last one is a new visit.
 */
export function revisit(state: unknown, now: number): Revisitation {
  const s = (typeof state === 'object' && state !== null ? state : {}) as Partial<Revisitation>;
  if (!isNumber(s.count) || !isNumber(s.time) || !isNumber(s.ts)) {
    return { count: 1, time: now, ts: now };
  }
  const count = now - s.ts > REVISIT_GAP_MS ? s.count + 1 : s.count;
  return { count, time: s.time, ts: now };
}

/** "Closeup history is filtered to closeup pages newer than a day limit." */
export function closeupHistory(record: VisitorRecord, now: number): VisitedPage[] {
  const since = now - CLOSEUP_HISTORY_DAYS * DAY_MS;
  return record.visitedPages.filter((p) => p.pageType === 'closeup' && p.ts > since);
}

/**
 * "Engaged logged-out visitor (QUS): at least 1 completed search, or at least 3 closeup pins,
 * or at least 1 click-through, or at least 1 download." Closeup pins count once each.
 */
export function isEngagedVisitor(record: VisitorRecord, now: number): boolean {
  const closeupPins = new Set(closeupHistory(record, now).map((p) => p.pin_id)).size;
  return (
    record.completedSearches.length >= ENGAGED_VISITOR.searches ||
    closeupPins >= ENGAGED_VISITOR.closeupPins ||
    record.clickThroughPins.length >= ENGAGED_VISITOR.clickThroughs ||
    record.downloads.length >= ENGAGED_VISITOR.downloads
  );
}

/** "Session: ... hasSavedUnauthPin, unauthSavePinId, viewedSharedPins", the visitor's part. */
export function viewedSharedPins(record: VisitorRecord): string[] {
  const ids = record.visitedPages.filter((p) => p.is_shared && p.pin_id).map((p) => p.pin_id!);
  return [...new Set(ids)];
}

/**
 * Req 000-6.07: "Clicks may lead to the interstitial when the visitor is new or upsell-eligible
 * and there is no promoter." New: on their first visit (a revisitation count of 1, or no record
 * at all, as without consent). Upsell-eligible: an engaged visitor (QUS), whom the interstitial
 * asks to join. A returning visitor not yet engaged goes straight on.
 */
export function showsClickthroughInterstitial(input: {
  record: VisitorRecord | null;
  now: number;
  promoted: boolean;
}): boolean {
  if (input.promoted) return false;
  const visits = input.record?.revisitation?.count ?? 1;
  return visits <= 1 || (input.record !== null && isEngagedVisitor(input.record, input.now));
}
