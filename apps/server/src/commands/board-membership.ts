// Shared by the collaboration commands: a board by id with the viewer's standing on it.
// The board is `not_found` unless the viewer may see it or has been invited to it (an invitee
// of a secret board answers the invitation before they can see the board).
import { SOCIAL_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import { hidesContent, relationTo } from '../policy/blocks';
import { boardRole, type BoardRole } from '../policy/collaboration';
import { canViewBoard } from '../policy/visibility';
import type { BoardRow } from '../storage/boards-store';
import { idString } from '../storage/row-mapping';

export interface BoardStanding {
  board: BoardRow;
  boardId: string;
  ownerId: string;
  role: BoardRole;
}

export async function boardStanding(
  app: AppContext,
  viewerId: string,
  boardId: string,
): Promise<BoardStanding> {
  const { stores } = app;
  const board = await stores.boards.byId(boardId);
  if (!board) throw new AppError('not_found', SOCIAL_ERRORS.boardNotFound);
  const ownerId = idString(board.owner_id);
  const role = boardRole(
    viewerId,
    ownerId,
    await stores.collaborators.membership(boardId, viewerId),
  );
  const reachable =
    role === 'invitee'
      ? !hidesContent(await relationTo(stores, viewerId, ownerId))
      : await canViewBoard(stores, board, viewerId);
  if (!reachable) throw new AppError('not_found', SOCIAL_ERRORS.boardNotFound);
  return { board, boardId: idString(board.id), ownerId, role };
}
