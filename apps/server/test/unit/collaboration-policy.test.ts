// policy/collaboration.ts, spec 002 §3, §4, §7 and API.md §3: BoardInviteResource,
// BoardCollaboratorResource.
import { describe, expect, it } from 'vitest';
import {
  boardRole,
  canDeleteInvite,
  canInvite,
  canRemoveCollaborator,
} from '../../src/policy/collaboration';

const owner = '1';

describe('boardRole', () => {
  it.each([
    ['signed out', null, undefined, 'none'],
    ['the owner', owner, undefined, 'owner'],
    ['an accepted collaborator ("status: accepted")', '2', { status: 'accepted' }, 'collaborator'],
    ['an invitee ("accepted or other")', '2', { status: 'invited' }, 'invitee'],
    ['anyone else', '2', undefined, 'none'],
  ] as const)('%s → %s', (_label, viewer, membership, role) => {
    expect(boardRole(viewer, owner, membership)).toBe(role);
  });
});

describe('who may invite (decided: the owner and accepted collaborators)', () => {
  it.each([
    ['owner', true],
    ['collaborator', true],
    ['invitee', false],
    ['none', false],
  ] as const)('%s → %s', (role, allowed) => {
    expect(canInvite(role)).toBe(allowed);
  });
});

describe('who may delete an invitation ("Board invite denied ... the invite is deleted")', () => {
  const invite = { ownerId: owner, invitedUserId: '2', invitedById: '3' };
  it.each([
    ['the invitee (denies)', '2', true],
    ['the owner (cancels)', owner, true],
    ['whoever sent it (cancels)', '3', true],
    ['anyone else', '4', false],
  ])('%s → %s', (_label, viewer, allowed) => {
    expect(canDeleteInvite(viewer, invite)).toBe(allowed);
  });
});

describe('who may remove a collaborator ("Collaborator removal")', () => {
  it.each([
    ['the owner removes them', owner, true],
    ['the collaborator leaves', '2', true],
    ['another collaborator', '3', false],
  ])('%s → %s', (_label, viewer, allowed) => {
    expect(canRemoveCollaborator(viewer, { ownerId: owner, userId: '2' })).toBe(allowed);
  });
});
