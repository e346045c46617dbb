import { describe, expect, it } from 'vitest';
import {
  checkBoardName,
  filterBoards,
  initialBoardSelection,
  savedInfoAfterSave,
  searchKey,
} from './board-picker';

const boards = [
  { id: '1', name: 'Quick Saves', layout: 'quick_saves' },
  { id: '2', name: 'Kitchen ideas', layout: 'default' },
  { id: '3', name: 'Café  corners', layout: 'default' },
  { id: '4', name: 'Garden', layout: 'default' },
];

describe('board picker search', () => {
  it.each<[string, string, string[]]>([
    ['an empty query lists every board (not the profile)', '', ['2', '3', '4']],
    ['case-insensitive contains', 'KITCH', ['2']],
    ['accents and spaces do not matter', 'cafe corners', ['3']],
    ['no match', 'zzz', []],
    ['the profile board is never a board row', 'quick', []],
  ])('%s', (_case, query, ids) => {
    expect(filterBoards(boards, query).map((b) => b.id)).toEqual(ids);
  });

  it('normalises search keys', () => {
    expect(searchKey('  Crème   Brûlée ')).toBe('creme brulee');
  });
});

describe('initial selection (spec 000 §4, req 000-4.01: "inline ... initial selection")', () => {
  it.each<[string, string | null, string | null]>([
    ['the last board saved to', '4', '4'],
    ['else the first board (most recently pinned to)', null, '2'],
    ['a last board that is gone falls back', '99', '2'],
    ['the profile board is never the selection', '1', '2'],
  ])('%s', (_case, last, id) => {
    expect(initialBoardSelection(boards, last)?.id ?? null).toBe(id);
  });

  it('no boards, no selection', () => {
    expect(initialBoardSelection([], '2')).toBeNull();
  });
});

describe('board name (spec 002 §5, req 002-5.12: "Board title max 50 characters")', () => {
  it.each<[string, string, number, string | null]>([
    ['empty is required', '   ', 0, 'required'],
    ['one character', 'a', 1, null],
    ['50 characters pass', 'x'.repeat(50), 50, null],
    ['51 are too long', 'x'.repeat(51), 51, 'tooLong'],
    ['trimmed before counting', `  ${'x'.repeat(50)}  `, 50, null],
    ['emoji count as one', '🍋'.repeat(50), 50, null],
  ])('%s', (_case, name, length, problem) => {
    expect(checkBoardName(name)).toEqual({ length, max: 50, problem });
  });
});

describe('saved_info after a save (docs/API.md §2, spec 000 §2, reqs 000-2.06, 000-3.21)', () => {
  it('a quick save is a profile save linking to /me/', () => {
    expect(
      savedInfoAfterSave({
        id: '900',
        board: { id: '1', name: 'Quick Saves', url: '/ada/quick-saves/', layout: 'quick_saves' },
      }),
    ).toEqual({
      title: 'Quick Saves',
      type: 'profile',
      url: '/me/',
      board_id: '1',
      local_pin_id: '900',
    });
  });

  it('a board save links to the board', () => {
    expect(
      savedInfoAfterSave({
        id: '901',
        board: { id: '2', name: 'Kitchen', url: '/ada/kitchen/', layout: 'default' },
      }),
    ).toEqual({
      title: 'Kitchen',
      type: 'board',
      url: '/ada/kitchen/',
      board_id: '2',
      local_pin_id: '901',
    });
  });
});
