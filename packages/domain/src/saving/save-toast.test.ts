import { describe, expect, it } from 'vitest';
import { boardDisplayName, SAVE, savedToBoard } from '../copy';
import { QUICK_SAVES_BOARD_NAME } from '../limits';
import {
  newBoardIconAnimating,
  newUserSaveAnimation,
  offersOrganize,
  repinConfirmationPhase,
  saveToast,
  saveToastButtonLabel,
  type SaveToastChoice,
  type SaveToastInput,
} from './save-toast';

const profile = { name: 'Quick Saves', layout: 'quick_saves' };
const kitchen = { name: 'Kitchen', layout: 'default' };

describe('save toast variants (spec 000 §4, reqs 000-4.09, 000-4.10)', () => {
  it.each<[string, SaveToastInput, Partial<SaveToastChoice>]>([
    [
      "\"Quick save without the new-user animation: 'Saved to Profile' with a 'Change' button, for 5 s.\"",
      { board: profile, newUserAnimation: false },
      { text: 'Saved to Profile', button: 'change', durationMs: 5000, confirmationDelayMs: 0 },
    ],
    [
      '"Otherwise: \'Saved to {board}\'" with the optional Organize',
      { board: kitchen, newUserAnimation: false },
      { text: 'Saved to Kitchen', button: 'organize', durationMs: 5000 },
    ],
    [
      '"... or \'Saved to {section} in {board}\'"',
      { board: kitchen, section: { title: 'Tiles' }, newUserAnimation: false },
      { text: 'Saved to Tiles in Kitchen', button: null },
    ],
    [
      'a quick save with the new-user animation: the repin confirmation, then the toast after 2500 ms',
      { board: profile, newUserAnimation: true },
      { text: 'Saved to Profile', button: null, confirmationDelayMs: 2500 },
    ],
    [
      '"New-board save toast icon animation starts 700 ms after mount."',
      { board: kitchen, newUserAnimation: false, newBoard: true },
      { text: 'Saved to Kitchen', iconDelayMs: 700 },
    ],
  ])('%s', (_sentence, input, expected) => {
    expect(saveToast(input)).toMatchObject(expected);
  });

  it('labels the buttons with the spec words', () => {
    expect(saveToastButtonLabel('change')).toBe('Change');
    expect(saveToastButtonLabel('organize')).toBe('Organize');
  });

  it.each([
    [{ board: kitchen }, true],
    [{ board: kitchen, section: { title: 'Tiles' } }, false],
    [{ board: profile }, false],
  ])('Organize is offered for a board save without a section (%#)', (input, offered) => {
    expect(offersOrganize(input)).toBe(offered);
  });
});

describe('new-user animation and repin confirmation (spec 002 §4, §5, §9, reqs 002-4.09, 002-4.10, 002-5.15)', () => {
  const now = Date.parse('2025-03-01T00:00:00Z');
  it.each<[string, string | null, boolean, boolean]>([
    ['a user inside the 28-day new-user window', '2025-02-20T00:00:00Z', false, true],
    ['... once only (seen)', '2025-02-20T00:00:00Z', true, false],
    ['a user older than 28 days', '2025-01-01T00:00:00Z', false, false],
    ['no creation date', null, false, false],
    ['an unreadable date', 'yesterday', false, false],
  ])('%s', (_case, createdAt, seen, plays) => {
    expect(newUserSaveAnimation({ createdAt, now, seen })).toBe(plays);
  });

  it.each([
    [0, 'animation'],
    [2499, 'animation'],
    [2500, 'toast'],
  ] as const)('"after 2500 ms hides it and shows the toast": %i ms -> %s', (ms, phase) => {
    expect(repinConfirmationPhase(ms)).toBe(phase);
  });

  it.each([
    [699, false],
    [700, true],
  ])('"icon animation starts 700 ms after mount": %i ms -> %s', (ms, on) => {
    expect(newBoardIconAnimating(ms)).toBe(on);
  });
});

describe("one name for the profile's saves (issue 13): boardDisplayName", () => {
  it.each([
    [
      'the quick-saves board reads as the profile, whatever its stored name',
      { layout: 'quick_saves', name: QUICK_SAVES_BOARD_NAME },
      SAVE.profile,
    ],
    [
      'a renamed quick-saves board still reads as the profile',
      { layout: 'quick_saves', name: 'Stuff' },
      SAVE.profile,
    ],
    ['any other board reads as its name', { layout: 'default', name: 'Kitchen' }, 'Kitchen'],
    ['a board with no layout given reads as its name', { name: 'Quick Saves' }, 'Quick Saves'],
  ])('%s', (_rule, board, expected) => {
    expect(boardDisplayName(board)).toBe(expected);
  });

  it('the toast of a save to the quick-saves board names the profile the same way', () => {
    const board = { layout: 'quick_saves', name: QUICK_SAVES_BOARD_NAME };
    expect(saveToast({ board, section: null, newUserAnimation: true, newBoard: false }).text).toBe(
      savedToBoard(boardDisplayName(board)),
    );
  });
});
