// Gated actions for signed-out visitors (spec 000 §6, 002 §1, §6, reqs 000-6.05, 002-1.03,
// 002-6.01, 002-6.02): the gated prompt (a login or signup modal, decided when it opens:
// modal/GatedPromptModal.tsx), and the signed-out Save, handed off to the browser
// (signed-out-record.ts, loaded on use) before the 'Log in to save this Pin' prompt.
import type { GatedAction } from '@corkboard/domain';
import { openModal } from './overlays';

export const SIGNED_OUT_SAVES_KEY = 'corkboard:signedOutSaves';

/**
 * Opens the gated prompt for `action` (about `pinId`, when it is about a pin); after signing in
 * or up the visitor comes back to this page's pin.
 */
export function openLimitedLogin(action: GatedAction, pinId: string | null = null): void {
  const { pathname, search } = window.location;
  openModal({ kind: 'limitedLogin', action, pinId, pathname, search });
}

/**
 * A signed-out Save: kept locally (at most 2), then the prompt, once the record is written so
 * the prompt knows a saved Pin is waiting (the session's hasSavedUnauthPin).
 */
export function saveSignedOut(pinId: string): void {
  void import('./signed-out-record')
    .then((record) => record.keepSignedOutSave(pinId))
    .catch(() => undefined)
    .finally(() => openLimitedLogin('save', pinId));
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
