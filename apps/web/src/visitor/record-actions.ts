// A logged-out visitor's searches, click-throughs and downloads in their record (spec 002 §3:
// "Completed searches: query, rs, scope, rg, ts", "Click-through pins: pinId, link,
// imageSignature, domain, ts"; the engagement rule's downloads). Each loads this module on
// first use; signed in, or without personalisation consent, nothing is kept (visitor-history.ts).
import {
  recordClickThrough,
  recordCompletedSearch,
  recordDownload,
  removeCompletedSearch,
  VISITOR_RECORD_KEY,
} from '@corkboard/domain';
import { writeLocal } from '../saving/local-store';
import { noteVisitor, readVisitorRecord } from './visitor-history';

/** A search the visitor asked for; `rs` is where from (typed, a suggestion, a recent one). */
export function recordSearch(query: string, scope: string, rs: string, rg: string | null = null) {
  noteVisitor(false, (record, ts) => recordCompletedSearch(record, { query, rs, scope, rg, ts }));
}

/** Searches taken off the recent list: gone from the record too, whoever cleared them. */
export function forgetSearches(queries: readonly string[]) {
  const record = readVisitorRecord();
  if (record.completedSearches.length === 0) return;
  writeLocal(VISITOR_RECORD_KEY, queries.reduce(removeCompletedSearch, record));
}

/** The picture's signature is the last part of its address (…/{signature}.jpg). */
const signatureOf = (imageUrl: string | null | undefined): string | null =>
  /\/([0-9a-f]{16,64})\.[a-z]+$/i.exec(imageUrl ?? '')?.[1] ?? null;

export function recordClickThroughPin(pinId: string, link: string, imageUrl?: string | null) {
  let domain = '';
  try {
    domain = new URL(link).hostname;
  } catch {
    return;
  }
  noteVisitor(false, (record, ts) =>
    recordClickThrough(record, { pinId, link, imageSignature: signatureOf(imageUrl), domain, ts }),
  );
}

export function recordPinDownload(pinId: string) {
  noteVisitor(false, (record, ts) => recordDownload(record, { pinId, ts }));
}
