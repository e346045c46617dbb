import { describe, expect, it } from 'vitest';
import {
  removeOptimistically,
  withBoardFollow,
  withUserBlock,
  withUserFollow,
} from './board-roles';

describe('optimistic updates (spec 002 §4, reqs 002-4.03 to 002-4.06)', () => {
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
