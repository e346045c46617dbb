// The limited-login marker (spec 002 §6, req 002-6.01; our definition in domain
// visitor/visitor-type.ts): that this browser had a signed-in session, so a gated action later
// asks to log in, not to sign up. Personalisation in the cookie inventory: written only with that
// consent, erased by a no (save-consent.ts). Loaded on use.
import { ACCOUNT_MARKER_KEY, parseAccountMarker, type AccountMarker } from '@corkboard/domain';
import { pageAllows } from '../consent/page-consent';
import { readLocal, writeLocal } from '../saving/local-store';

export function readAccountMarker(): AccountMarker | null {
  return parseAccountMarker(readLocal(ACCOUNT_MARKER_KEY));
}

/** On a signed-in page: the marker, once, when personalisation is allowed. */
export function noteAccountHere(now = Date.now()): void {
  if (!pageAllows().personalization || readAccountMarker()) return;
  writeLocal(ACCOUNT_MARKER_KEY, { since: now } satisfies AccountMarker);
}

export function eraseAccountMarker(): void {
  writeLocal(ACCOUNT_MARKER_KEY, null);
}
