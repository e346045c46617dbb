// `BoardInviteResource update {board_id, status: "accepted"}`: the invitee accepts, and from
// then on sees the board (secret ones too) and may save to it. Accepting twice changes nothing.
import { SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import type { CollaboratorRow } from '../storage/collaborators-store';
import { boardStanding, type BoardStanding } from './board-membership';

export async function acceptBoardInvite(
  app: AppContext,
  viewerId: string,
  boardId: string,
): Promise<{ standing: BoardStanding; invite: CollaboratorRow }> {
  const standing = await boardStanding(app, viewerId, boardId);
  if (standing.role !== 'invitee' && standing.role !== 'collaborator') {
    throw new AppError('not_found', SOCIAL_ERRORS.inviteNotFound);
  }
  if (standing.role === 'invitee')
    await app.stores.collaborators.accept(standing.boardId, viewerId);
  const invite = await app.stores.collaborators.membership(standing.boardId, viewerId);
  if (!invite) throw new AppError('not_found', SOCIAL_ERRORS.inviteNotFound);
  return { standing, invite };
}
