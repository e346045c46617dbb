import { describe, expect, it } from 'vitest';
import {
  addSignedOutSave,
  countMergeFailures,
  EMPTY_SIGNED_OUT_RECORD,
  parseSignedOutRecord,
  recordSignedOutSave,
  signedOutMergePlan,
  type SignedOutSave,
} from './signed-out-saves';

const save = (pinId: string, savedAt: number): SignedOutSave => ({ pinId, savedAt });

describe('signed-out saves (spec 002 §5, req 002-5.01)', () => {
  it.each<[string, SignedOutSave[], string, number, SignedOutSave[]]>([
    ['a first save is kept', [], '1', 10, [save('1', 10)]],
    ['a second one too', [save('1', 10)], '2', 20, [save('1', 10), save('2', 20)]],
    [
      '"at most 2 pins locally": the oldest gives way',
      [save('1', 10), save('2', 20)],
      '3',
      30,
      [save('2', 20), save('3', 30)],
    ],
    [
      '"a repeat save of the same pin replaces the earlier one"',
      [save('1', 10), save('2', 20)],
      '1',
      30,
      [save('2', 20), save('1', 30)],
    ],
  ])('%s', (_sentence, before, pinId, now, after) => {
    expect(addSignedOutSave(before, pinId, now)).toEqual(after);
  });

  it('remembers the single unauth save id', () => {
    const record = recordSignedOutSave(EMPTY_SIGNED_OUT_RECORD, '7', 1);
    expect(record.unauthSavePinId).toBe('7');
    expect(recordSignedOutSave(record, '8', 2).unauthSavePinId).toBe('8');
  });
});

describe('merge after sign-in (spec 002 §4, 000 §4, req 000-4.07)', () => {
  it('"saved signed-out pins plus the single remembered unauth save id are re-saved ... once, and the list is cleared"', () => {
    const plan = signedOutMergePlan(
      { saves: [save('1', 1), save('2', 2)], unauthSavePinId: '9', mergeFailures: 0 },
      true,
    );
    expect(plan?.pinIds).toEqual(['1', '2', '9']);
    expect(plan?.cleared).toEqual({ saves: [], unauthSavePinId: null, mergeFailures: 0 });
    expect(signedOutMergePlan(plan!.cleared, true)).toBeNull();
  });

  it('re-saves a pin once even when listed and remembered', () => {
    const record = recordSignedOutSave(EMPTY_SIGNED_OUT_RECORD, '4', 1);
    expect(signedOutMergePlan(record, true)?.pinIds).toEqual(['4']);
  });

  it('does nothing while signed out, or with nothing saved', () => {
    expect(
      signedOutMergePlan(recordSignedOutSave(EMPTY_SIGNED_OUT_RECORD, '4', 1), false),
    ).toBeNull();
    expect(signedOutMergePlan(EMPTY_SIGNED_OUT_RECORD, true)).toBeNull();
  });

  it('"A merge failure is only counted."', () => {
    const after = countMergeFailures({ ...EMPTY_SIGNED_OUT_RECORD, mergeFailures: 1 }, [
      true,
      false,
      false,
    ]);
    expect(after).toEqual({ saves: [], unauthSavePinId: null, mergeFailures: 3 });
    expect(countMergeFailures(EMPTY_SIGNED_OUT_RECORD, [true])).toBe(EMPTY_SIGNED_OUT_RECORD);
  });
});

describe('parseSignedOutRecord (storage read back)', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'x'],
    ['an empty object', {}],
    [
      'garbage entries',
      { saves: [1, { pinId: 'abc', savedAt: 1 }, { pinId: '1' }], unauthSavePinId: 5 },
    ],
  ])('drops what is malformed: %s', (_case, raw) => {
    expect(parseSignedOutRecord(raw)).toEqual(EMPTY_SIGNED_OUT_RECORD);
  });

  it('keeps a good record, capped at 2', () => {
    expect(
      parseSignedOutRecord({
        saves: [save('1', 1), save('2', 2), save('3', 3)],
        unauthSavePinId: '3',
        mergeFailures: 2,
      }),
    ).toEqual({ saves: [save('2', 2), save('3', 3)], unauthSavePinId: '3', mergeFailures: 2 });
  });
});
