// Writes of pins (RepinResource, PinResource update/delete, BulkEditResource delete) and the
// reads those writes need inside their transaction.
import type { Kysely } from 'kysely';
import type { PinRow } from './pins-store';
import type { Database } from './schema/database';
import { idString } from './row-mapping';

export type PinPatch = Partial<
  Pick<
    PinRow,
    | 'title'
    | 'description'
    | 'link'
    | 'domain'
    | 'alt_text'
    | 'board_id'
    | 'section_id'
    | 'board_privacy'
    | 'updated_at'
  >
>;

export interface PlacedPin {
  id: string;
  pinner_id: string;
  section_id: string | null;
}

export function pinWritesStore(db: Kysely<Database>) {
  return {
    async insert(pin: Omit<PinRow, 'id'>): Promise<string> {
      const row = await db.insertInto('pins').values(pin).returning('id').executeTakeFirstOrThrow();
      return idString(row.id);
    },
    async update(pinId: string, patch: PinPatch): Promise<void> {
      await db.updateTable('pins').set(patch).where('id', '=', pinId).execute();
    },
    async delete(pinIds: string[]): Promise<void> {
      if (pinIds.length === 0) return;
      await db.deleteFrom('pins').where('id', 'in', pinIds).execute();
    },
    /** Which of the given pins are on the board, with what a permission check needs. */
    async placedOn(boardId: string, pinIds: string[]): Promise<Map<string, PlacedPin>> {
      const out = new Map<string, PlacedPin>();
      if (pinIds.length === 0) return out;
      const rows = await db
        .selectFrom('pins')
        .select(['id', 'pinner_id', 'section_id'])
        .where('board_id', '=', boardId)
        .where('id', 'in', pinIds)
        .execute();
      for (const r of rows) {
        out.set(idString(r.id), {
          id: idString(r.id),
          pinner_id: idString(r.pinner_id),
          section_id: r.section_id === null ? null : idString(r.section_id),
        });
      }
      return out;
    },
    /** Keeps `pins.board_privacy` in step with its board (feeds filter on it). */
    async setBoardPrivacy(boardId: string, privacy: string): Promise<void> {
      await db
        .updateTable('pins')
        .set({ board_privacy: privacy })
        .where('board_id', '=', boardId)
        .where('board_privacy', '!=', privacy)
        .execute();
    },
  };
}

export type PinWritesStore = ReturnType<typeof pinWritesStore>;
