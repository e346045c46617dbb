// policy/blocks.ts (spec 002 §1, req 002-1.02; the rule is ours, docs/ARCHITECTURE.md): a
// blocked user cannot see the blocker's boards or pins through any path (feeds, search,
// profile, repins), follow, invite or collaborate.
import { describe, expect, it } from 'vitest';
import {
  blockedWith,
  blockRelation,
  hidesContent,
  pinHiddenByBlocks,
  profileAccess,
  socialActionDenial,
  type BlockRelation,
} from '../../src/policy/blocks';

const me = '1';
const them = '2';
const edge = (blocker: string, blocked: string) => ({ blocker_id: blocker, blocked_id: blocked });

describe('blockRelation: how the viewer and another user stand', () => {
  it.each([
    ['no blocks', [], 'none'],
    ['the viewer blocked them', [edge(me, them)], 'blocked_by_me'],
    ['they blocked the viewer', [edge(them, me)], 'blocked_by_them'],
    ['both blocked each other', [edge(me, them), edge(them, me)], 'mutual'],
    ['blocks with other users only', [edge(me, '3'), edge('3', them)], 'none'],
  ] as const)('%s → %s', (_label, edges, relation) => {
    expect(blockRelation(me, them, edges)).toBe(relation);
  });

  it('a signed-out viewer, or the user themselves, has no relation', () => {
    expect(blockRelation(null, them, [edge(them, me)])).toBe('none');
    expect(blockRelation(me, me, [edge(me, me)])).toBe('none');
  });
});

describe('what each relation allows (decided: symmetric for content)', () => {
  it.each<[BlockRelation, boolean, string, string | null]>([
    ['none', false, 'visible', null],
    // The blocker sees the profile (to unblock) but none of the content; acting needs unblocking.
    ['blocked_by_me', true, 'blocked_by_me', 'forbidden'],
    // A blocked user cannot see the blocker's boards or pins, follow, invite or collaborate.
    ['blocked_by_them', true, 'not_found', 'not_found'],
    ['mutual', true, 'not_found', 'not_found'],
  ])('%s: hides content %s, profile %s, follow/invite %s', (relation, hides, profile, denial) => {
    expect(hidesContent(relation)).toBe(hides);
    expect(profileAccess(relation)).toBe(profile);
    expect(socialActionDenial(relation)).toBe(denial);
  });
});

describe('blockedWith and pinHiddenByBlocks: a pin is hidden through any of its parties', () => {
  const separated = blockedWith(me, [edge(me, '5'), edge('6', me), edge('7', '8')]);

  it('collects the users a block separates from the viewer, either way', () => {
    expect([...separated].sort()).toEqual(['5', '6']);
    expect(blockedWith(null, [edge('6', me)]).size).toBe(0);
  });

  it.each([
    ['pinned by a user the viewer blocked', ['5', '5', null], true],
    ['on a board whose owner blocked the viewer', ['6', '9', null], true],
    ["a third party's repin of a blocker's pin (the origin pinner)", ['9', '9', '6'], true],
    ['with no blocked party', ['9', '10', '11'], false],
  ] as const)('%s → hidden %s', (_label, parties, hidden) => {
    expect(pinHiddenByBlocks(parties, separated)).toBe(hidden);
  });
});
