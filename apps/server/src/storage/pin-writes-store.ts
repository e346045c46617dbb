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
  /** The pinner of the original it saves, for the block rule (null for an original). */
  origin_pinner_id: string | null;
}

export function pinWritesStore(db: Kysely<Database>) {
  return {
    async insert(pin: Omit<PinRow, 'id' | 'save_count'>): Promise<string> {
      const row = await db.insertInto('pins').values(pin).returning('id').executeTakeFirstOrThrow();
      return idString(row.id);
    },
    async update(pinId: string, patch: PinPatch): Promise<void> {
      await db.updateTable('pins').set(patch).where('id', '=', pinId).execute();
    },
    async delete(pinIds: string[]): Promise<void> {
      if (pinIds.length === 0) return;
      await promoteSavesOf(db, pinIds);
      await db.deleteFrom('pins').where('id', 'in', pinIds).execute();
    },
    /** Which of the given pins are on the board, with what a permission check needs. */
    async placedOn(boardId: string, pinIds: string[]): Promise<Map<string, PlacedPin>> {
      const out = new Map<string, PlacedPin>();
      if (pinIds.length === 0) return out;
      const rows = await db
        .selectFrom('pins')
        .leftJoin('pins as o', 'o.id', 'pins.origin_pin_id')
        .select(['pins.id', 'pins.pinner_id', 'pins.section_id', 'o.pinner_id as origin_pinner_id'])
        .where('pins.board_id', '=', boardId)
        .where('pins.id', 'in', pinIds)
        .execute();
      for (const r of rows) {
        out.set(idString(r.id), {
          id: idString(r.id),
          pinner_id: idString(r.pinner_id),
          section_id: r.section_id === null ? null : idString(r.section_id),
          origin_pinner_id: r.origin_pinner_id === null ? null : idString(r.origin_pinner_id),
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

/**
 * Before originals are deleted, their saves by others live on: the oldest surviving save
 * becomes the new original and the other saves point at it. Without this the foreign key
 * would clear every save's `origin_pin_id` and each save would pass for an original (in
 * "created" lists and the home feed, as duplicates).
 */
export async function promoteSavesOf(db: Kysely<Database>, deletedIds: string[]): Promise<void> {
  // `IN ()` is a syntax error on PostgreSQL (SQLite accepts it): an empty board has no pins.
  if (deletedIds.length === 0) return;
  const gone = new Set(deletedIds);
  const saves = await db
    .selectFrom('pins')
    .select(['id', 'origin_pin_id'])
    .where('origin_pin_id', 'in', deletedIds)
    .orderBy('id')
    .execute();
  const byOrigin = new Map<string, string[]>();
  for (const save of saves) {
    const id = idString(save.id);
    if (gone.has(id)) continue;
    const origin = idString(save.origin_pin_id!);
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), id]);
  }
  for (const [, [heir, ...others]] of byOrigin) {
    if (!heir) continue;
    await db.updateTable('pins').set({ origin_pin_id: null }).where('id', '=', heir).execute();
    if (others.length > 0) {
      await db.updateTable('pins').set({ origin_pin_id: heir }).where('id', 'in', others).execute();
    }
  }
}
