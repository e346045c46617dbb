// The logged-out visitor's record in this browser (spec 002 §1, §3–§5; rules in domain
// visitor/): visited pages, completed searches, click-throughs, invite codes, downloads and the
// revisitation state. Kept only for visitors ("Updates are skipped for signed-in users") and
// only with their personalisation consent: before an answer, or after a no, nothing is written,
// and a withdrawal erases it (save-consent.ts). It never leaves the browser.
import {
  parseVisitorRecord,
  revisit,
  VISITOR_RECORD_KEY,
  type VisitorRecord,
} from '@corkboard/domain';
import { pageAllows } from '../consent/page-consent';
import { readLocal, writeLocal } from '../saving/local-store';

export function readVisitorRecord(now = Date.now()): VisitorRecord {
  return parseVisitorRecord(readLocal(VISITOR_RECORD_KEY), now);
}

/**
 * Applies one change to the record, and counts the visit (revisitation). Nothing happens for a
 * signed-in person or without personalisation consent.
 */
export function noteVisitor(
  signedIn: boolean,
  change: (record: VisitorRecord, now: number) => VisitorRecord,
): void {
  if (signedIn || typeof window === 'undefined' || !pageAllows().personalization) return;
  const now = Date.now();
  const record = change(readVisitorRecord(now), now);
  writeLocal(VISITOR_RECORD_KEY, { ...record, revisitation: revisit(record.revisitation, now) });
}

/** The record goes with the consent it was kept under. */
export function eraseVisitorRecord(): void {
  writeLocal(VISITOR_RECORD_KEY, null);
}
