// Shared by the collaboration commands: a board by id with the viewer's standing on it.
// The board is `not_found` unless the viewer may see it or has been invited to it (an invitee
// of a secret board answers the invitation before they can see the board). Such an invitee
// reaches the board only for their own invitation: every other action answers `not_found`,
// as for anyone the board is private to (`reachFor`).
import {
  boardRoleOf,
  isQuickSavesLayout,
  SOCIAL_ERRORS,
  type BoardAccess,
  type BoardRole,
} from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import { hidesContent, relationTo } from '../policy/blocks';
import { canViewBoard } from '../policy/visibility';
import type { BoardRow } from '../storage/boards-store';
import { idString } from '../storage/row-mapping';

export interface BoardStanding {
  board: BoardRow;
  boardId: string;
  ownerId: string;
  role: BoardRole;
  /** Privacy and blocks let the viewer see the board (an invitee of a secret board: no). */
  visible: boolean;
}

/** The standing, or `not_found` when the board is private to the viewer and the action is
 * not about their own invitation. */
export function reachFor(standing: BoardStanding, ownInvitation: boolean): BoardStanding {
  if (!standing.visible && !ownInvitation) {
    throw new AppError('not_found', SOCIAL_ERRORS.boardNotFound);
  }
  return standing;
}

/** The standing as the domain's board-access rule reads it (the viewer is signed in). */
export const accessOf = (standing: BoardStanding): BoardAccess => ({
  signedIn: true,
  visible: standing.visible,
  role: standing.role,
  quickSaves: isQuickSavesLayout(standing.board.layout),
});

export async function boardStanding(
  app: AppContext,
  viewerId: string,
  boardId: string,
): Promise<BoardStanding> {
  const { stores } = app;
  const board = await stores.boards.byId(boardId);
  if (!board) throw new AppError('not_found', SOCIAL_ERRORS.boardNotFound);
  const ownerId = idString(board.owner_id);
  const membership = await stores.collaborators.membership(boardId, viewerId);
  const role = boardRoleOf(viewerId, ownerId, membership?.status);
  const visible = await canViewBoard(stores, board, viewerId);
  const reachable =
    visible || (role === 'invitee' && !hidesContent(await relationTo(stores, viewerId, ownerId)));
  if (!reachable) throw new AppError('not_found', SOCIAL_ERRORS.boardNotFound);
  return { board, boardId: idString(board.id), ownerId, role, visible };
}
