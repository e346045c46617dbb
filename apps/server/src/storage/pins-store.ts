// Reads and writes of pins. Feeds return skeletons (ordered rows of one page); hydration of
// related objects happens in batches in the feed layer.
import type { Kysely, Selectable } from 'kysely';
import { pinNotBlockedFor } from './block-filter';
import type { Database } from './schema/database';
import type { PinsTable } from './schema/pins';
import { idString } from './row-mapping';

export type PinRow = Selectable<PinsTable>;

export interface PinPage {
  limit: number;
  /** Keyset cursor: rows with a smaller id than this come next (newest first). */
  beforeId: string | null;
  /** The signed-in viewer: rows a block hides from them are left out (block-filter.ts). */
  viewerId?: string | null;
}

export function pinsStore(db: Kysely<Database>) {
  const page = (q: ReturnType<typeof base>, p: PinPage) =>
    (p.beforeId ? q.where('pins.id', '<', p.beforeId) : q)
      .$if(!!p.viewerId, (qb) => qb.where((eb) => pinNotBlockedFor(eb, p.viewerId ?? '')))
      .orderBy('pins.id', 'desc')
      .limit(p.limit);
  const base = () => db.selectFrom('pins').selectAll('pins');

  return {
    async byIds(ids: string[]): Promise<PinRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('pins')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },
    async byId(id: string): Promise<PinRow | undefined> {
      return db.selectFrom('pins').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Public originals, newest first: the signed-out and starter home feed. */
    async publicOriginals(p: PinPage): Promise<PinRow[]> {
      return page(
        base().where('board_privacy', '=', 'public').where('origin_pin_id', 'is', null),
        p,
      ).execute();
    },
    /** Newest originals on boards anyone may see (public and protected). */
    async visibleOriginals(limit: number): Promise<PinRow[]> {
      return base()
        .where('board_privacy', '!=', 'secret')
        .where('origin_pin_id', 'is', null)
        .orderBy('pins.id', 'desc')
        .limit(limit)
        .execute();
    },
    async onBoard(boardId: string, sectionId: string | null, p: PinPage): Promise<PinRow[]> {
      let q = base().where('board_id', '=', boardId);
      if (sectionId) q = q.where('section_id', '=', sectionId);
      return page(q, p).execute();
    },
    /**
     * A user's pins the viewer may see: `createdOnly` keeps the ones they created (not saves).
     * Secret boards count only for the owner and the board's accepted collaborators.
     */
    async byPinner(
      pinnerId: string,
      viewerId: string | null,
      createdOnly: boolean,
      p: PinPage,
    ): Promise<PinRow[]> {
      let q = base().where('pinner_id', '=', pinnerId);
      if (createdOnly) q = q.where('origin_pin_id', 'is', null);
      if (viewerId !== pinnerId) {
        q = q.where((eb) =>
          eb.or([
            eb('board_privacy', '!=', 'secret'),
            ...(viewerId
              ? [
                  eb(
                    'board_id',
                    'in',
                    eb
                      .selectFrom('board_collaborators')
                      .select('board_id')
                      .where('user_id', '=', viewerId)
                      .where('status', '=', 'accepted'),
                  ),
                ]
              : []),
          ]),
        );
      }
      return page(q, p).execute();
    },
    /** The viewer's own saves of the given originals: root pin id → the viewer's local pin. */
    async savedCopies(
      viewerId: string,
      rootIds: string[],
    ): Promise<Map<string, { local_pin_id: string; board_id: string }>> {
      const roots = [...new Set(rootIds)];
      const out = new Map<string, { local_pin_id: string; board_id: string }>();
      if (roots.length === 0) return out;
      const rows = await db
        .selectFrom('pins')
        .select(['id', 'origin_pin_id', 'board_id'])
        .where('pinner_id', '=', viewerId)
        .where((eb) => eb.or([eb('origin_pin_id', 'in', roots), eb('id', 'in', roots)]))
        .orderBy('id', 'desc')
        .execute();
      for (const r of rows) {
        const root = idString(r.origin_pin_id ?? r.id);
        if (!out.has(root)) {
          out.set(root, { local_pin_id: idString(r.id), board_id: idString(r.board_id) });
        }
      }
      return out;
    },
    /**
     * The viewer's newest `cap` pins as saved copies (root pin id → the newest local pin), and
     * whether that was all of them.
     */
    async recentCopies(
      viewerId: string,
      cap: number,
    ): Promise<{ copies: Map<string, { local_pin_id: string; board_id: string }>; all: boolean }> {
      const rows = await db
        .selectFrom('pins')
        .select(['id', 'origin_pin_id', 'board_id'])
        .where('pinner_id', '=', viewerId)
        .orderBy('id', 'desc')
        .limit(cap + 1)
        .execute();
      const copies = new Map<string, { local_pin_id: string; board_id: string }>();
      for (const r of rows.slice(0, cap)) {
        const root = idString(r.origin_pin_id ?? r.id);
        if (!copies.has(root)) {
          copies.set(root, { local_pin_id: idString(r.id), board_id: idString(r.board_id) });
        }
      }
      return { copies, all: rows.length <= cap };
    },
    /** Whether this person promotes any pin for this advertiser (index pins_promoter_advertiser). */
    async promotesFor(userId: string, advertiserId: string): Promise<boolean> {
      const row = await db
        .selectFrom('pins')
        .select('id')
        .where('promoter_id', '=', userId)
        .where('advertiser_id', '=', advertiserId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async insert(pin: Omit<PinRow, 'id' | 'save_count'>): Promise<string> {
      const row = await db.insertInto('pins').values(pin).returning('id').executeTakeFirstOrThrow();
      return idString(row.id);
    },
  };
}

export type PinsStore = ReturnType<typeof pinsStore>;

/** The content a save copies from the pin it saves (everything but placement and identity). */
export function repinContent(
  origin: PinRow,
): Omit<
  PinRow,
  | 'id'
  | 'board_id'
  | 'section_id'
  | 'pinner_id'
  | 'origin_pin_id'
  | 'board_privacy'
  | 'created_at'
  | 'updated_at'
  | 'method'
  | 'save_count'
> {
  const {
    id: _id,
    board_id: _b,
    section_id: _s,
    pinner_id: _p,
    origin_pin_id: _o,
    board_privacy: _bp,
    created_at: _c,
    updated_at: _u,
    method: _m,
    save_count: _sc,
    ...content
  } = origin;
  return content;
}
