// Reads and writes of boards, their sections, collaborators and followers.
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { IntegerColumn } from '@corkboard/domain';
import { pinNotBlockedFor, userNotBlockedWith } from './block-filter';
import type { BoardSectionsTable } from './schema/board-sections';
import type { BoardsTable } from './schema/boards';
import type { Database } from './schema/database';
import { idString, toNumber } from './row-mapping';

export type BoardRow = Selectable<BoardsTable>;
export type SectionRow = Selectable<BoardSectionsTable>;

export type BoardOrder =
  'alphabetical' | 'last_pinned_to' | 'oldest' | 'newest' | 'group_boards_at_top' | 'custom';

export type BoardPrivacyFilter = 'NONE' | 'GROUP' | 'SECRET' | 'ARCHIVED';

/** A keyset position: the sort values of the last board of the previous page. */
export type BoardCursor = [string | number, string];

export interface BoardStats {
  pin_count: number;
  section_count: number;
  follower_count: number;
  collaborator_count: number;
  cover_signatures: string[];
}

export function boardsStore(db: Kysely<Database>) {
  return {
    async byId(id: string): Promise<BoardRow | undefined> {
      return db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async byOwnerSlug(ownerId: string, slug: string): Promise<BoardRow | undefined> {
      return db
        .selectFrom('boards')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('slug', '=', slug.toLowerCase())
        .executeTakeFirst();
    },
    async byIds(ids: string[]): Promise<Map<string, BoardRow>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.selectFrom('boards').selectAll().where('id', 'in', unique).execute();
      return new Map(rows.map((r) => [idString(r.id), r]));
    },
    /** Boards the viewer collaborates on (accepted), among the given ones. */
    async collaborations(viewerId: string, boardIds: string[]): Promise<Set<string>> {
      if (boardIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('board_collaborators')
        .select('board_id')
        .where('user_id', '=', viewerId)
        .where('status', '=', 'accepted')
        .where('board_id', 'in', [...new Set(boardIds)])
        .execute();
      return new Set(rows.map((r) => idString(r.board_id)));
    },
    async followedBy(viewerId: string, boardIds: string[]): Promise<Set<string>> {
      if (boardIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('board_follows')
        .select('board_id')
        .where('user_id', '=', viewerId)
        .where('board_id', 'in', [...new Set(boardIds)])
        .execute();
      return new Set(rows.map((r) => idString(r.board_id)));
    },
    /** One section by its id (the app's /boardsection/{id}/edit/ link). */
    async sectionById(id: string): Promise<SectionRow | undefined> {
      return db.selectFrom('board_sections').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A board's sections with their pin counts (pins a block hides from `blockedViewer`
     * left out, as in `stats`). */
    async sections(
      boardId: string,
      blockedViewer: string | null,
    ): Promise<(SectionRow & { pin_count: number })[]> {
      const rows = await db
        .selectFrom('board_sections as s')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('pins')
              .select(['pins.id', 'pins.section_id'])
              .where('pins.board_id', '=', boardId)
              .where('pins.section_id', 'is not', null)
              .$if(!!blockedViewer, (q) =>
                q.where((pe) => pinNotBlockedFor(pe, blockedViewer ?? '')),
              )
              .as('p'),
          (join) => join.onRef('p.section_id', '=', 's.id'),
        )
        .select([
          's.id',
          's.board_id',
          's.title',
          's.slug',
          's.sort_index',
          's.created_at',
          (eb) => eb.fn.count('p.id').as('pin_count'),
        ])
        .where('s.board_id', '=', boardId)
        .groupBy(['s.id', 's.board_id', 's.title', 's.slug', 's.sort_index', 's.created_at'])
        .orderBy('s.sort_index')
        .orderBy('s.id')
        .execute();
      return rows.map((r) => ({ ...r, pin_count: toNumber(r.pin_count as number) }));
    },
    /**
     * Counts and cover images of many boards in a fixed number of queries. `blockedViewer`
     * (policy/blocks.ts countsViewer: the viewer, when they stand in some block) leaves out
     * pins a block hides from them (block-filter.ts), and followers and collaborators in a
     * block with them; null (signed out, or no block at all) counts everything.
     */
    async stats(
      boardIds: string[],
      blockedViewer: string | null,
    ): Promise<Map<string, BoardStats>> {
      const ids = [...new Set(boardIds)];
      const out = new Map<string, BoardStats>();
      if (ids.length === 0) return out;
      for (const id of ids) {
        out.set(id, {
          pin_count: 0,
          section_count: 0,
          follower_count: 0,
          collaborator_count: 0,
          cover_signatures: [],
        });
      }
      const apart = blockedViewer ?? '';
      const [pins, sections, followers, collaborators, covers] = await Promise.all([
        db
          .selectFrom('pins')
          .select(['board_id', (eb) => eb.fn.countAll().as('n')])
          .where('board_id', 'in', ids)
          .$if(!!blockedViewer, (q) => q.where((eb) => pinNotBlockedFor(eb, apart)))
          .groupBy('board_id')
          .execute(),
        db
          .selectFrom('board_sections')
          .select(['board_id', (eb) => eb.fn.countAll().as('n')])
          .where('board_id', 'in', ids)
          .groupBy('board_id')
          .execute(),
        db
          .selectFrom('board_follows')
          .select(['board_id', (eb) => eb.fn.countAll().as('n')])
          .where('board_id', 'in', ids)
          .$if(!!blockedViewer, (q) => q.where(userNotBlockedWith('board_follows.user_id', apart)))
          .groupBy('board_id')
          .execute(),
        db
          .selectFrom('board_collaborators')
          .select(['board_id', (eb) => eb.fn.countAll().as('n')])
          .where('board_id', 'in', ids)
          .where('status', '=', 'accepted')
          .$if(!!blockedViewer, (q) =>
            q.where(userNotBlockedWith('board_collaborators.user_id', apart)),
          )
          .groupBy('board_id')
          .execute(),
        // The newest pins make the cover (the first is the big tile).
        db
          .selectFrom((eb) =>
            eb
              .selectFrom('pins')
              .select([
                'board_id',
                'image_signature',
                sql<number>`row_number() over (partition by board_id order by id desc)`.as('rn'),
              ])
              .where('board_id', 'in', ids)
              .$if(!!blockedViewer, (q) => q.where((eb) => pinNotBlockedFor(eb, apart)))
              .as('ranked'),
          )
          .select(['board_id', 'image_signature'])
          .where('rn', '<=', 3)
          .orderBy('board_id')
          .orderBy('rn')
          .execute(),
      ]);
      for (const r of pins) out.get(idString(r.board_id))!.pin_count = toNumber(r.n as number);
      for (const r of sections)
        out.get(idString(r.board_id))!.section_count = toNumber(r.n as number);
      for (const r of followers)
        out.get(idString(r.board_id))!.follower_count = toNumber(r.n as number);
      for (const r of collaborators)
        out.get(idString(r.board_id))!.collaborator_count = toNumber(r.n as number);
      for (const r of covers)
        out.get(idString(r.board_id))!.cover_signatures.push(r.image_signature);
      return out;
    },
    /**
     * One page of a user's boards in the requested order, keyset-paged. `includeSecret` is
     * true only for the owner; a collaborator sees the secret boards they are part of.
     */
    async listForOwner(input: {
      ownerId: string;
      viewerId: string | null;
      order: BoardOrder;
      filter: BoardPrivacyFilter;
      includeArchived: boolean;
      limit: number;
      after: BoardCursor | null;
    }): Promise<BoardRow[]> {
      const own = input.viewerId === input.ownerId;
      const spec = ORDER_SPECS[input.order];
      const { viewerId } = input;
      // A profile lists the boards the user owns and the group boards they joined.
      let q = db
        .selectFrom('boards')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('owner_id', '=', input.ownerId),
            eb('id', 'in', acceptedBoardsOf(eb, input.ownerId)),
          ]),
        );
      if (!own) {
        q = q.where((eb) =>
          eb.or([
            eb('privacy', '!=', 'secret'),
            viewerId
              ? eb.or([
                  eb('owner_id', '=', viewerId),
                  eb('id', 'in', acceptedBoardsOf(eb, viewerId)),
                ])
              : sql<boolean>`1 = 0`,
          ]),
        );
      }
      // A joined board's owner may stand in a block with the viewer: theirs stays hidden.
      if (viewerId) {
        q = q.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('user_blocks as ub')
                .select('ub.created_at')
                .where((b) =>
                  b.or([
                    b.and([
                      b('ub.blocker_id', '=', b.ref('boards.owner_id')),
                      b('ub.blocked_id', '=', viewerId),
                    ]),
                    b.and([
                      b('ub.blocked_id', '=', b.ref('boards.owner_id')),
                      b('ub.blocker_id', '=', viewerId),
                    ]),
                  ]),
                ),
            ),
          ),
        );
      }
      if (input.filter === 'SECRET') q = q.where('privacy', '=', 'secret');
      if (input.filter === 'ARCHIVED') q = q.where('is_archived', '=', 1);
      else if (!input.includeArchived) q = q.where('is_archived', '=', 0);
      if (input.filter === 'GROUP') {
        q = q.where(
          'id',
          'in',
          db.selectFrom('board_collaborators').select('board_id').where('status', '=', 'accepted'),
        );
      }
      if (input.after) {
        const [key, id] = input.after;
        q = q.where(
          spec.dir === 'desc'
            ? sql<boolean>`(${spec.key}, id) < (${key}, ${id})`
            : sql<boolean>`(${spec.key}, id) > (${key}, ${id})`,
        );
      }
      return q.orderBy(spec.key, spec.dir).orderBy('id', spec.dir).limit(input.limit).execute();
    },
    async insert(board: Omit<BoardRow, 'id'>): Promise<string> {
      const row = await db
        .insertInto('boards')
        .values(board)
        .returning('id')
        .executeTakeFirstOrThrow();
      return idString(row.id);
    },
    async insertSection(section: Omit<SectionRow, 'id'>): Promise<string> {
      const row = await db
        .insertInto('board_sections')
        .values(section)
        .returning('id')
        .executeTakeFirstOrThrow();
      return idString(row.id);
    },
  };
}

export type BoardsStore = ReturnType<typeof boardsStore>;

/** How each order sorts; the value of `key` for a row is what the cursor keeps. */
/** Ids of the boards a user collaborates on (accepted invitations). */
const acceptedBoardsOf = (eb: ExpressionBuilder<Database, 'boards'>, userId: string) =>
  eb
    .selectFrom('board_collaborators')
    .select('board_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted');

export const ORDER_SPECS: Record<
  BoardOrder,
  {
    key: ReturnType<typeof sql>;
    /** The key's column type: a bookmark's value must fit it (http/bookmarks.ts). */
    column: 'text' | IntegerColumn;
    dir: 'asc' | 'desc';
    value: (b: BoardRow) => string | number;
  }
> = {
  alphabetical: {
    key: sql`lower(name)`,
    column: 'text',
    dir: 'asc',
    value: (b) => b.name.toLowerCase(),
  },
  last_pinned_to: {
    key: sql`last_pinned_at`,
    column: 'bigint',
    dir: 'desc',
    value: (b) => toNumber(b.last_pinned_at),
  },
  // Group boards first is applied to the page by the command; within it, recency.
  group_boards_at_top: {
    key: sql`last_pinned_at`,
    column: 'bigint',
    dir: 'desc',
    value: (b) => toNumber(b.last_pinned_at),
  },
  oldest: {
    key: sql`created_at`,
    column: 'bigint',
    dir: 'asc',
    value: (b) => toNumber(b.created_at),
  },
  newest: {
    key: sql`created_at`,
    column: 'bigint',
    dir: 'desc',
    value: (b) => toNumber(b.created_at),
  },
  custom: { key: sql`sort_index`, column: 'integer', dir: 'asc', value: (b) => b.sort_index },
};
