// The session fields (spec 000 §3, 002 §3, reqs 000-3.29, 002-3.14): "Session: isAuthenticated,
// userId, hasSavedUnauthPin, unauthSavePinId, viewedSharedPins." One derivation from what the
// browser holds: the viewer, the signed-out saves record and the visitor record.
import type { SignedOutSaveRecord } from '../saving/signed-out-saves';
import { viewedSharedPins, type VisitorRecord } from './visitor-record';

export interface Session {
  isAuthenticated: boolean;
  userId: string | null;
  /** A signed-out Save is waiting to be saved at sign-in (the list or the remembered id). */
  hasSavedUnauthPin: boolean;
  unauthSavePinId: string | null;
  /** Pins opened from a shared link, newest first (the visitor record's part). */
  viewedSharedPins: string[];
}

export function sessionView(input: {
  viewer: { id: string } | null;
  signedOutSaves: SignedOutSaveRecord;
  visitorRecord: VisitorRecord;
}): Session {
  const { viewer, signedOutSaves } = input;
  return {
    isAuthenticated: viewer !== null,
    userId: viewer?.id ?? null,
    hasSavedUnauthPin: signedOutSaves.saves.length > 0 || signedOutSaves.unauthSavePinId !== null,
    unauthSavePinId: signedOutSaves.unauthSavePinId,
    viewedSharedPins: viewedSharedPins(input.visitorRecord),
  };
}
