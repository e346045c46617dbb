// Who may invite to a board, answer or cancel an invitation, and remove a collaborator
// (spec 002 §3, §4, §7; API.md §3). Decisions (docs/ARCHITECTURE.md, "Collaboration"):
// - The owner and accepted collaborators may invite (Pinterest lets collaborators invite).
// - An invitation is answered (accepted) only by the invitee; it is deleted (denied or
//   cancelled) by the invitee, the board owner, or the user who sent it.
// - A collaborator is removed by the owner, or leaves by themselves; the owner never leaves.

export type BoardRole = 'owner' | 'collaborator' | 'invitee' | 'none';

export interface Membership {
  status: string;
}

export function boardRole(
  viewerId: string | null,
  ownerId: string,
  membership: Membership | undefined,
): BoardRole {
  if (viewerId === null) return 'none';
  if (viewerId === ownerId) return 'owner';
  if (membership?.status === 'accepted') return 'collaborator';
  if (membership?.status === 'invited') return 'invitee';
  return 'none';
}

export function canInvite(role: BoardRole): boolean {
  return role === 'owner' || role === 'collaborator';
}

export function canDeleteInvite(
  viewerId: string,
  invite: { ownerId: string; invitedUserId: string; invitedById: string | null },
): boolean {
  return (
    viewerId === invite.ownerId ||
    viewerId === invite.invitedUserId ||
    viewerId === invite.invitedById
  );
}

export function canRemoveCollaborator(
  viewerId: string,
  target: { ownerId: string; userId: string },
): boolean {
  return viewerId === target.ownerId || viewerId === target.userId;
}
