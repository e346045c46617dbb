import { describe, expect, it } from 'vitest';
import { isNewlySaved, savedOverlayLabel } from './overlay-label';

describe('overlay labels (spec 000 §4, reqs 000-4.02, 000-4.11)', () => {
  it.each<[string, boolean, number, string | null, string | null]>([
    ['"the \'Saved!\' label animates"', true, 0, 'Kitchen', 'Saved!'],
    ['... until 950 ms', true, 949, 'Kitchen', 'Saved!'],
    ['"then after 950 ms switches to the board name"', true, 950, 'Kitchen', 'Kitchen'],
    ['"... or \'Saved to Profile\'"', true, 1200, 'Saved to Profile', 'Saved to Profile'],
    ['a pin saved before the page showed: the name at once', false, 0, 'Kitchen', 'Kitchen'],
    ['not saved: nothing', false, 0, null, null],
  ])('%s', (_sentence, newlySaved, elapsedMs, boardName, label) => {
    expect(savedOverlayLabel({ newlySaved, elapsedMs, boardName })).toBe(label);
  });

  it.each([
    [false, true, true],
    [true, true, false],
    [false, false, false],
  ])('"marked newly saved if it was not saved at first render" (%s, %s)', (first, now, newly) => {
    expect(isNewlySaved(first, now)).toBe(newly);
  });
});
