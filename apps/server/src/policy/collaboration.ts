// Who may answer or cancel an invitation and remove a collaborator (spec 002 §3, §4, §7, reqs
// 002-3.05, 002-4.05, 002-7.06, 002-7.07; docs/API.md §3). Who may invite is the domain's
// board-access rule (canInviteTo). Decisions (docs/ARCHITECTURE.md, "Follows, collaboration and
// blocking"):
// - An invitation is answered (accepted) only by the invitee; it is deleted (denied or
//   cancelled) by the invitee, the board owner, or the user who sent it.
// - A collaborator is removed by the owner, or leaves by themselves; the owner never leaves.

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
