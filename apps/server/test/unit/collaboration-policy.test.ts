// policy/collaboration.ts, spec 002 §3, §4, §7 (reqs 002-3.05, 002-7.06, 002-7.07) and docs/API.md
// §3: BoardInviteResource, BoardCollaboratorResource.
import { describe, expect, it } from 'vitest';
// Roles and who may invite are the domain's board-access rule (saving/board-access.test.ts).
import { canDeleteInvite, canRemoveCollaborator } from '../../src/policy/collaboration';

const owner = '1';

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
