import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema/database';
import type { ImagesTable } from './schema/images';

export type ImageRow = Selectable<ImagesTable>;

export function imagesStore(db: Kysely<Database>) {
  return {
    async bySignatures(signatures: string[]): Promise<Map<string, ImageRow>> {
      const unique = [...new Set(signatures)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .selectFrom('images')
        .selectAll()
        .where('signature', 'in', unique)
        .execute();
      return new Map(rows.map((r) => [r.signature, r]));
    },
    /** Idempotent: the same content always has the same signature. */
    async upsert(row: ImageRow): Promise<void> {
      await db
        .insertInto('images')
        .values(row)
        .onConflict((oc) => oc.column('signature').doNothing())
        .execute();
    },
  };
}

export type ImagesStore = ReturnType<typeof imagesStore>;
