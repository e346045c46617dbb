// `BoardCollaboratorResource delete {board_id, invited_user_id}`: the owner removes a
// collaborator (or an open invitation), or a collaborator leaves. The removed user no longer
// sees a secret board or its pins; the pins they saved to it stay on the board. Idempotent.
// On a board private to the viewer (an invitee of a secret board) only their own row is
// reachable; anyone else's is `not_found`.
import { SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import { canRemoveCollaborator } from '../policy/collaboration';
import { boardStanding, reachFor } from './board-membership';

export async function removeCollaborator(
  app: AppContext,
  viewerId: string,
  input: { boardId: string; userId: string },
): Promise<void> {
  const own = input.userId === viewerId;
  const standing = reachFor(await boardStanding(app, viewerId, input.boardId), own);
  if (input.userId === standing.ownerId) throw invalid(SOCIAL_ERRORS.ownerCannotLeave);
  if (!canRemoveCollaborator(viewerId, { ownerId: standing.ownerId, userId: input.userId })) {
    throw new AppError('forbidden', SOCIAL_ERRORS.removeCollaboratorNotAllowed);
  }
  await app.stores.collaborators.remove(standing.boardId, input.userId);
}
