// Invitations and collaborators → the wire shapes of packages/contracts (BoardInvite,
// BoardCollaborator, UserBlockState).
import type {
  Board,
  BoardCollaborator,
  BoardInvite,
  CollaboratorStatus,
  UserBlockState,
} from '@corkboard/contracts';
import { boardInviteUrl } from '@corkboard/domain';
import type { CollaboratorRow } from '../storage/collaborators-store';
import { idString, isoTime } from '../storage/row-mapping';
import type { UserRow } from '../storage/users-store';
import { presentUserSummary } from './users';

const status = (row: CollaboratorRow): CollaboratorStatus =>
  row.status === 'accepted' ? 'accepted' : 'invited';

export function presentBoardInvite(input: {
  row: CollaboratorRow;
  board: Board;
  invitee: UserRow;
  inviter: UserRow | undefined;
}): BoardInvite {
  const { row, board } = input;
  return {
    board_id: board.id,
    invited_user_id: idString(row.user_id),
    status: status(row),
    board,
    inviter: input.inviter ? presentUserSummary(input.inviter) : null,
    invited_user: presentUserSummary(input.invitee),
    board_url: board.url,
    invite_url: boardInviteUrl(board.url),
    created_at: isoTime(row.created_at),
  };
}

export function presentCollaborator(row: CollaboratorRow, user: UserRow): BoardCollaborator {
  return {
    user: presentUserSummary(user),
    status: status(row),
    invited_by_id: idString(row.invited_by),
    created_at: isoTime(row.created_at),
  };
}

export function presentBlockState(userId: string, blockedByMe: boolean): UserBlockState {
  return { blocked_user_id: userId, blocked_by_me: blockedByMe };
}
