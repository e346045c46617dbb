// Signed-out saves (spec 002 §5, req 002-5.01: "A logged-out visitor may save at most 2 pins
// locally; a repeat save of the same pin replaces the earlier one"; §4 and 000 §4, req 000-4.07
// (002-4.13): "After sign-in, saved signed-out pins plus the single remembered unauth save id
// are re-saved automatically, once, and the list is cleared. A merge failure is only
// counted."). Pure list functions; the web app keeps the list in localStorage.
import { LOGGED_OUT_SAVE_CAP } from '../limits';
import { isStorableId } from '../storable-input';

export interface SignedOutSave {
  pinId: string;
  /** Epoch ms of the save. */
  savedAt: number;
}

/** What the browser remembers: the list and the session's single unauthSavePinId. */
export interface SignedOutSaveRecord {
  saves: SignedOutSave[];
  unauthSavePinId: string | null;
  /** Merge failures so far ("only counted"). */
  mergeFailures: number;
}

export const EMPTY_SIGNED_OUT_RECORD: SignedOutSaveRecord = {
  saves: [],
  unauthSavePinId: null,
  mergeFailures: 0,
};

/**
 * Adds a save: a repeat of the same pin replaces the earlier one (moving it to the newest
 * place); at the cap of 2 the oldest gives way (decided: the newest intent is the one to keep).
 */
export function addSignedOutSave(
  saves: readonly SignedOutSave[],
  pinId: string,
  now: number,
): SignedOutSave[] {
  const others = saves.filter((save) => save.pinId !== pinId);
  return [...others, { pinId, savedAt: now }].slice(-LOGGED_OUT_SAVE_CAP);
}

/** A signed-out save attempt: listed, and remembered as the session's unauth save id. */
export function recordSignedOutSave(
  record: SignedOutSaveRecord,
  pinId: string,
  now: number,
): SignedOutSaveRecord {
  return { ...record, saves: addSignedOutSave(record.saves, pinId, now), unauthSavePinId: pinId };
}

export interface MergePlan {
  /** Pins to re-save, once each, oldest first. */
  pinIds: string[];
  /** The record to store before re-saving: list and id cleared, so it runs only once. */
  cleared: SignedOutSaveRecord;
}

/** Nothing to merge signed out, or when nothing was saved. */
export function signedOutMergePlan(
  record: SignedOutSaveRecord,
  signedIn: boolean,
): MergePlan | null {
  if (!signedIn) return null;
  const ids = record.saves.map((save) => save.pinId);
  if (record.unauthSavePinId !== null) ids.push(record.unauthSavePinId);
  const pinIds = [...new Set(ids)];
  if (pinIds.length === 0) return null;
  return { pinIds, cleared: { ...record, saves: [], unauthSavePinId: null } };
}

/** "A merge failure is only counted." */
export function countMergeFailures(
  record: SignedOutSaveRecord,
  outcomes: readonly boolean[],
): SignedOutSaveRecord {
  const failed = outcomes.filter((ok) => !ok).length;
  return failed === 0 ? record : { ...record, mergeFailures: record.mergeFailures + failed };
}

/** A stored record read back (JSON of unknown shape): whatever is malformed is dropped. */
export function parseSignedOutRecord(raw: unknown): SignedOutSaveRecord {
  if (typeof raw !== 'object' || raw === null) return EMPTY_SIGNED_OUT_RECORD;
  const value = raw as Record<string, unknown>;
  const saves = Array.isArray(value.saves)
    ? value.saves.flatMap((item: unknown) => {
        if (typeof item !== 'object' || item === null) return [];
        const { pinId, savedAt } = item as Record<string, unknown>;
        return isStorableId(pinId) && typeof savedAt === 'number' ? [{ pinId, savedAt }] : [];
      })
    : [];
  const unauth = value.unauthSavePinId;
  const failures = value.mergeFailures;
  return {
    saves: saves.slice(-LOGGED_OUT_SAVE_CAP),
    unauthSavePinId: isStorableId(unauth) ? unauth : null,
    mergeFailures:
      typeof failures === 'number' && Number.isInteger(failures) && failures > 0 ? failures : 0,
  };
}
