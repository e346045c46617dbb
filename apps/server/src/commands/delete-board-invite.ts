// `BoardInviteResource delete {board_id, invited_user_id}`: the invitee denies, or the board
// owner or the inviter cancels. Idempotent for them: an invitation already gone is a success.
// An accepted collaboration is no invitation (`not_found`): BoardCollaboratorResource ends it.
import { SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import { canDeleteInvite } from '../policy/collaboration';
import { optionalId } from '../storage/row-mapping';
import { boardStanding } from './board-membership';

export async function deleteBoardInvite(
  app: AppContext,
  viewerId: string,
  input: { boardId: string; invitedUserId: string },
): Promise<void> {
  const standing = await boardStanding(app, viewerId, input.boardId);
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
