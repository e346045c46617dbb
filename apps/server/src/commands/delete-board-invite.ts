// `BoardInviteResource delete {board_id, invited_user_id}`: the invitee denies, or the board
// owner or the inviter cancels. Idempotent for them: an invitation already gone is a success.
// An accepted collaboration is no invitation (`not_found`): BoardCollaboratorResource ends it.
// On a board private to the viewer only their own invitation is reachable; any other is
// `not_found`.
import { SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import { canDeleteInvite } from '../policy/collaboration';
import { optionalId } from '../storage/row-mapping';
import { boardStanding, reachFor } from './board-membership';

export async function deleteBoardInvite(
  app: AppContext,
  viewerId: string,
  input: { boardId: string; invitedUserId: string },
): Promise<void> {
  const own = input.invitedUserId === viewerId;
  const standing = reachFor(await boardStanding(app, viewerId, input.boardId), own);
  const row = await app.stores.collaborators.membership(standing.boardId, input.invitedUserId);
  if (row?.status === 'accepted') throw new AppError('not_found', SOCIAL_ERRORS.inviteNotFound);
  const allowed = canDeleteInvite(viewerId, {
    ownerId: standing.ownerId,
    invitedUserId: input.invitedUserId,
    invitedById: optionalId(row?.invited_by),
  });
  if (!allowed) throw new AppError('forbidden', SOCIAL_ERRORS.deleteInviteNotAllowed);
  if (row) await app.stores.collaborators.remove(standing.boardId, input.invitedUserId, 'invited');
}
