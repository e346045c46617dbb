// Presents invitations in batches: their boards (with counts and covers), invitees and
// inviters, in a fixed number of queries.
import type { BoardInvite } from '@corkboard/contracts';
import type { RequestContext } from '../../app/context';
import { notFound } from '../../http/errors';
import { presentBoardInvite } from '../../present/social';
import type { BoardRow } from '../../storage/boards-store';
import type { CollaboratorRow } from '../../storage/collaborators-store';
import { idString } from '../../storage/row-mapping';
import { presentBoards } from '../boards/present-boards';

export async function presentInvites(
  ctx: RequestContext,
  rows: CollaboratorRow[],
  knownBoards: BoardRow[] = [],
): Promise<BoardInvite[]> {
  const { stores } = ctx.app;
  const boards = new Map(knownBoards.map((b) => [idString(b.id), b]));
  const missing = rows.map((r) => idString(r.board_id)).filter((id) => !boards.has(id));
  for (const [id, b] of await stores.boards.byIds(missing)) boards.set(id, b);
  const users = await stores.users.byIds([
    ...rows.flatMap((r) => [idString(r.user_id), idString(r.invited_by)]),
    ...[...boards.values()].map((b) => idString(b.owner_id)),
  ]);
  const presented = new Map(
    (await presentBoards(ctx, [...boards.values()], users)).map((b) => [b.id, b]),
  );
  return rows.flatMap((row) => {
    const board = presented.get(idString(row.board_id));
    const invitee = users.get(idString(row.user_id));
    if (!board || !invitee) return [];
    return [
      presentBoardInvite({ row, board, invitee, inviter: users.get(idString(row.invited_by)) }),
    ];
  });
}

/** One invitation, as the invite writes answer it. */
export async function presentInvite(
  ctx: RequestContext,
  row: CollaboratorRow,
  board: BoardRow,
): Promise<BoardInvite> {
  const [invite] = await presentInvites(ctx, [row], [board]);
  if (!invite) throw notFound('That invitation');
  return invite;
}
