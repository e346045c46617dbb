// Reads and writes of board collaborators and invitations (board_collaborators): a row is an
// invitation while its status is 'invited', and a collaboration once it is 'accepted'.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { BoardCollaboratorsTable } from './schema/board-collaborators';
import type { Database } from './schema/database';
import { idString, toNumber } from './row-mapping';

export type CollaboratorRow = Selectable<BoardCollaboratorsTable>;
export type CollaboratorStatus = 'invited' | 'accepted';

/** Keyset position of the invitations list: created_at and board id of the last row. */
export type InviteCursor = [number, string];

export function collaboratorsStore(db: Kysely<Database>) {
  return {
    /** The viewer's row on a board (an invitation or a collaboration), if any. */
    async membership(boardId: string, userId: string): Promise<CollaboratorRow | undefined> {
      return db
        .selectFrom('board_collaborators')
        .selectAll()
        .where('board_id', '=', boardId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    /** Invites a user; an existing row (invited or accepted) is left as it is. */
    async invite(boardId: string, userId: string, invitedBy: string, at: number): Promise<void> {
      await db
        .insertInto('board_collaborators')
        .values({
          board_id: boardId,
          user_id: userId,
          status: 'invited',
          invited_by: invitedBy,
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['board_id', 'user_id']).doNothing())
        .execute();
    },
    async accept(boardId: string, userId: string): Promise<void> {
      await db
        .updateTable('board_collaborators')
        .set({ status: 'accepted' })
        .where('board_id', '=', boardId)
        .where('user_id', '=', userId)
        .execute();
    },
    /** Deletes the row, only when it has the given status (when one is given). */
    async remove(boardId: string, userId: string, status?: CollaboratorStatus): Promise<void> {
      await db
        .deleteFrom('board_collaborators')
        .where('board_id', '=', boardId)
        .where('user_id', '=', userId)
        .$if(status !== undefined, (q) => q.where('status', '=', status ?? ''))
        .execute();
    },
    /** Whether the board has an accepted collaborator (Board `is_collaborative`). */
    async isCollaborative(boardId: string): Promise<boolean> {
      const row = await db
        .selectFrom('board_collaborators')
        .select('user_id')
        .where('board_id', '=', boardId)
        .where('status', '=', 'accepted')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Everyone on a board: collaborators and open invitations, oldest first. */
    async forBoard(boardId: string): Promise<CollaboratorRow[]> {
      return db
        .selectFrom('board_collaborators')
        .selectAll()
        .where('board_id', '=', boardId)
        .orderBy('created_at')
        .orderBy('user_id')
        .execute();
    },
    /** A user's open invitations, newest first, keyset-paged. */
    async pendingFor(
      userId: string,
      page: { limit: number; after: InviteCursor | null },
    ): Promise<CollaboratorRow[]> {
      let q = db
        .selectFrom('board_collaborators')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'invited');
      if (page.after) {
        const [at, boardId] = page.after;
        q = q.where(sql<boolean>`(created_at, board_id) < (${at}, ${boardId})`);
      }
      return q
        .orderBy('created_at', 'desc')
        .orderBy('board_id', 'desc')
        .limit(page.limit)
        .execute();
    },
  };
}

export type CollaboratorsStore = ReturnType<typeof collaboratorsStore>;

export const inviteCursorOf = (row: CollaboratorRow): InviteCursor => [
  toNumber(row.created_at),
  idString(row.board_id),
];
