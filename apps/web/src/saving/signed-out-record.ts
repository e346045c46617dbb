// The signed-out save record in localStorage (spec 002 §4, §5, reqs 002-4.13, 002-5.01): kept on a
// signed-out Save, and read back once after sign-in for the merge (loaded on use, never with the
// home page).
import {
  parseSignedOutRecord,
  recordSignedOutSave,
  signedOutMergePlan,
  type SignedOutSaveRecord,
} from '@corkboard/domain';
import { readLocal, writeLocal } from './local-store';
import { SIGNED_OUT_SAVES_KEY } from './signed-out';

export function readSignedOutRecord(): SignedOutSaveRecord {
  return parseSignedOutRecord(readLocal(SIGNED_OUT_SAVES_KEY));
}

export function writeSignedOutRecord(record: SignedOutSaveRecord): void {
  writeLocal(SIGNED_OUT_SAVES_KEY, record);
}

/** "A logged-out visitor may save at most 2 pins locally; a repeat ... replaces the earlier one." */
export function keepSignedOutSave(pinId: string): void {
  writeSignedOutRecord(recordSignedOutSave(readSignedOutRecord(), pinId, Date.now()));
}

/**
 * After sign-in: the pins to re-save, with the list already cleared in storage so the merge
 * runs once even if the page is left halfway.
 */
export function takeSignedOutMerge(): { pinIds: string[]; record: SignedOutSaveRecord } | null {
  const plan = signedOutMergePlan(readSignedOutRecord(), true);
  if (!plan) return null;
  writeSignedOutRecord(plan.cleared);
  return { pinIds: plan.pinIds, record: plan.cleared };
}
