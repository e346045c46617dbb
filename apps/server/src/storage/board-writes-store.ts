// Writes of boards and sections (BoardResource, BoardSectionResource), and the reads those
// writes need inside their transaction. Commands run these over a transaction's handle
// (storage/transaction.ts), so each read sees what the same transaction wrote.
import { sql, type Kysely } from 'kysely';
import { QUICK_SAVES_LAYOUT } from '@corkboard/domain';
import { pinNotBlockedFor } from './block-filter';
import type { BoardRow, SectionRow } from './boards-store';
import type { Database } from './schema/database';
import { promoteSavesOf } from './pin-writes-store';
import { idString } from './row-mapping';

export type NewBoard = Omit<BoardRow, 'id' | 'sort_index' | 'is_archived'>;
export type BoardPatch = Partial<Pick<BoardRow, 'name' | 'slug' | 'description' | 'privacy'>>;

export function boardWritesStore(db: Kysely<Database>) {
  return {
    /** The user's quick-saves board (at most one: boards_one_quick_saves). */
    async quickSavesOf(ownerId: string): Promise<BoardRow | undefined> {
      return (
        db
          .selectFrom('boards')
          .selectAll()
          .where('owner_id', '=', ownerId)
          // A literal, so SQLite may answer from the partial index.
          .where('layout', '=', sql.lit(QUICK_SAVES_LAYOUT))
          .executeTakeFirst()
      );
    },
    /** The owner's board with this name, compared case-insensitively. */
    async byOwnerName(ownerId: string, name: string): Promise<BoardRow | undefined> {
      return db
        .selectFrom('boards')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where(sql`lower(name)`, '=', sql`lower(${name})`)
        .orderBy('id')
        .executeTakeFirst();
    },
    /** The owner's slugs that `dedupeSlug(base, …)` could collide with. */
    async slugsLike(ownerId: string, base: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('boards')
        .select('slug')
        .where('owner_id', '=', ownerId)
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute();
      return new Set(rows.map((r) => r.slug));
    },
    /**
     * Inserts a board last in the owner's custom order. Answers null instead of failing when
     * a unique index refuses it (slug taken, or a second quick-saves board), so the caller can
     * look again inside the same transaction (PostgreSQL aborts a transaction on an error).
     */
    async insert(board: NewBoard): Promise<string | null> {
      const row = await db
        .insertInto('boards')
        .values({
          ...board,
          is_archived: 0,
          sort_index: sql<number>`(select coalesce(max(b.sort_index), 0) + 1 from boards b where b.owner_id = ${board.owner_id})`,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? idString(row.id) : null;
    },
    async update(boardId: string, patch: BoardPatch): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.updateTable('boards').set(patch).where('id', '=', boardId).execute();
    },
    /** The owner's board ids in their custom order (sort_index, then id). */
    async customOrderOf(ownerId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('boards')
        .select(['id', 'sort_index'])
        .where('owner_id', '=', ownerId)
        .orderBy('sort_index')
        .orderBy('id')
        .execute();
      return rows.map((r) => idString(r.id));
    },
    /** Sets the custom-order position of each listed board of the owner. */
    async setSortIndexes(ownerId: string, positions: ReadonlyArray<[string, number]>) {
      for (const [id, index] of positions) {
        await db
          .updateTable('boards')
          .set({ sort_index: index })
          .where('id', '=', id)
          .where('owner_id', '=', ownerId)
          .execute();
      }
    },
    /**
     * Moves `last_pinned_at` forward only: concurrent saves on PostgreSQL commit in any order,
     * and the one stamped earlier must not win (the condition is re-read after a row lock).
     */
    async touchLastPinned(boardId: string, at: number): Promise<void> {
      await db
        .updateTable('boards')
        .set({ last_pinned_at: at })
        .where('id', '=', boardId)
        .where('last_pinned_at', '<', at)
        .execute();
    },
    /** Deletes the board with its pins and sections (and, by cascade, follows and invites). */
    async delete(boardId: string): Promise<void> {
      const pins = await db
        .selectFrom('pins')
        .select('id')
        .where('board_id', '=', boardId)
        .execute();
      await promoteSavesOf(
        db,
        pins.map((p) => idString(p.id)),
      );
      await db.deleteFrom('pins').where('board_id', '=', boardId).execute();
      await db.deleteFrom('boards').where('id', '=', boardId).execute();
    },

    async section(sectionId: string): Promise<SectionRow | undefined> {
      return db
        .selectFrom('board_sections')
        .selectAll()
        .where('id', '=', sectionId)
        .executeTakeFirst();
    },
    /** A section of the board with this title (case-insensitive), other than `exceptId`. */
    async sectionByTitle(
      boardId: string,
      title: string,
      exceptId: string | null = null,
    ): Promise<SectionRow | undefined> {
      return db
        .selectFrom('board_sections')
        .selectAll()
        .where('board_id', '=', boardId)
        .where(sql`lower(title)`, '=', sql`lower(${title})`)
        .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId ?? ''))
        .executeTakeFirst();
    },
    async sectionSlugsLike(boardId: string, base: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('board_sections')
        .select('slug')
        .where('board_id', '=', boardId)
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute();
      return new Set(rows.map((r) => r.slug));
    },
    /** Inserts a section last on its board; null when the slug is taken meanwhile. */
    async insertSection(section: Omit<SectionRow, 'id' | 'sort_index'>): Promise<string | null> {
      const row = await db
        .insertInto('board_sections')
        .values({
          ...section,
          sort_index: sql<number>`(select coalesce(max(s.sort_index), 0) + 1 from board_sections s where s.board_id = ${section.board_id})`,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? idString(row.id) : null;
    },
    async renameSection(sectionId: string, title: string, slug: string): Promise<void> {
      await db
        .updateTable('board_sections')
        .set({ title, slug })
        .where('id', '=', sectionId)
        .execute();
    },
    /** Deletes a section; its pins stay on the board, outside any section. */
    async deleteSection(sectionId: string): Promise<void> {
      await db
        .updateTable('pins')
        .set({ section_id: null })
        .where('section_id', '=', sectionId)
        .execute();
      await db.deleteFrom('board_sections').where('id', '=', sectionId).execute();
    },
    /** Pins in a section, as `boards.sections` counts them for `blockedViewer`. */
    async sectionPinCount(sectionId: string, blockedViewer: string | null): Promise<number> {
      const row = await db
        .selectFrom('pins')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('section_id', '=', sectionId)
        .$if(!!blockedViewer, (q) => q.where((eb) => pinNotBlockedFor(eb, blockedViewer ?? '')))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type BoardWritesStore = ReturnType<typeof boardWritesStore>;
