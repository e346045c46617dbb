// Gated actions for signed-out visitors (spec 002 §1, §6, reqs 002-1.03, 002-6.01, 002-6.02): the
// limited-login modal, and the signed-out Save, handed off to the browser (signed-out-record.ts,
// loaded on use) before the 'Log in to save this Pin' prompt.
import type { GatedAction } from '@corkboard/domain';
import { openModal } from './overlays';

export const SIGNED_OUT_SAVES_KEY = 'corkboard:signedOutSaves';

/** Opens the limited-login modal; after sign-in the visitor comes back to this page's pin. */
export function openLimitedLogin(action: GatedAction): void {
  const { pathname, search } = window.location;
  openModal({ kind: 'limitedLogin', action, pathname, search });
}

/** A signed-out Save: kept locally (at most 2), then the login prompt. */
export function saveSignedOut(pinId: string): void {
  void import('./signed-out-record')
    .then((record) => record.keepSignedOutSave(pinId))
    .catch(() => undefined);
  openLimitedLogin('save');
}

/** Whether a signed-out record may be waiting (read without parsing it). */
export function hasSignedOutRecord(): boolean {
  try {
    return (
      typeof localStorage !== 'undefined' && localStorage.getItem(SIGNED_OUT_SAVES_KEY) !== null
    );
  } catch {
    return false;
  }
}
