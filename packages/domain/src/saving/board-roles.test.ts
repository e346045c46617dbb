import { describe, expect, it } from 'vitest';
import {
  boardAbilities,
  boardRole,
  removeOptimistically,
  withBoardFollow,
  withUserBlock,
  withUserFollow,
  type BoardAbilities,
  type BoardRole,
} from './board-roles';

const board = (overrides: Record<string, unknown> = {}) => ({
  owner: { id: '1' },
  collaborated_by_me: false,
  layout: 'default',
  ...overrides,
});

describe('board roles', () => {
  it.each<[string, string | null, Record<string, unknown>, BoardRole]>([
    ['the owner', '1', {}, 'owner'],
    ['a collaborator', '2', { collaborated_by_me: true }, 'collaborator'],
    ['anyone else', '3', {}, 'viewer'],
    ['signed out', null, {}, 'signedOut'],
  ])('%s', (_case, viewer, overrides, role) => {
    expect(boardRole(board(overrides), viewer)).toBe(role);
  });

  it.each<[string, string | null, Record<string, unknown>, BoardAbilities]>([
    [
      'the owner edits, deletes, organizes',
      '1',
      {},
      { edit: true, delete: true, organize: true, collaborators: true, follow: false },
    ],
    [
      'edit is hidden for collaborators; they organize',
      '2',
      { collaborated_by_me: true },
      { edit: false, delete: false, organize: true, collaborators: true, follow: false },
    ],
    [
      'others follow',
      '3',
      {},
      { edit: false, delete: false, organize: false, collaborators: false, follow: true },
    ],
    [
      'signed out: the follow button is gated',
      null,
      {},
      { edit: false, delete: false, organize: false, collaborators: false, follow: true },
    ],
    [
      'the quick-saves board is never edited or deleted',
      '1',
      { layout: 'quick_saves' },
      { edit: false, delete: false, organize: true, collaborators: false, follow: false },
    ],
  ])('%s', (_case, viewer, overrides, abilities) => {
    expect(boardAbilities(board(overrides), viewer)).toEqual(abilities);
  });
});

describe('optimistic updates (spec 002 §4)', () => {
  it('"Board follow ... applied optimistically"', () => {
    const b = { followed_by_me: false, follower_count: 3 };
    expect(withBoardFollow(b, true)).toEqual({ followed_by_me: true, follower_count: 4 });
    expect(withBoardFollow(withBoardFollow(b, true), false)).toEqual(b);
    expect(withBoardFollow(b, false)).toBe(b);
  });

  it('"user follow"', () => {
    const u = { explicitly_followed_by_me: true, follower_count: 0 };
    expect(withUserFollow(u, false)).toEqual({
      explicitly_followed_by_me: false,
      follower_count: 0,
    });
  });

  it('"user block": a block also ends the follow; unblock leaves it ended', () => {
    const u = { explicitly_followed_by_me: true, follower_count: 5, blocked_by_me: false };
    const blocked = withUserBlock(u, true);
    expect(blocked).toEqual({
      explicitly_followed_by_me: false,
      follower_count: 4,
      blocked_by_me: true,
    });
    expect(withUserBlock(blocked, false).blocked_by_me).toBe(false);
  });

  it('"Collaborator removal: applied optimistically, re-added if the call fails."', () => {
    const list = ['a', 'b', 'c'];
    const { next, restore } = removeOptimistically(list, (x) => x === 'b');
    expect(next).toEqual(['a', 'c']);
    expect(restore(next)).toEqual(['a', 'b', 'c']);
    expect(restore(['a'])).toEqual(['a', 'b']);
    expect(restore(['b'])).toEqual(['b']);
  });
});
