// Comments on pins (issue 16; rules in domain comments/comment-rules.ts, indexes in
// migrations/0022-pin-comments.ts). Every read takes the viewer and leaves out what they may not
// read: comments of a suspended account (gone from every surface, issue 14), of a person in a
// block with them either way (policy/blocks.ts), and those they reported. Pages are keyset on
// the comment id: top-level comments newest first, replies oldest first.
import {
  sql,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { shownAuthor } from './block-filter';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';

export interface CommentRow {
  id: string;
  pinId: string;
  userId: string;
  parentId: string | null;
  text: string;
  createdAt: number;
}

type Raw = Selectable<Database['pin_comments']>;

const toRow = (r: Raw): CommentRow => ({
  id: idString(r.id),
  pinId: idString(r.pin_id),
  userId: idString(r.user_id),
  parentId: r.parent_id === null ? null : idString(r.parent_id),
  text: r.text,
  createdAt: toNumber(r.created_at),
});

/** The comment of table alias `c` may be read by the viewer (null: signed out). */
function readableBy(c: string, viewerId: string | null): RawBuilder<SqlBool> {
  const author = shownAuthor(`${c}.user_id`, viewerId);
  if (viewerId === null) return author;
  return sql<SqlBool>`(${author} AND NOT EXISTS (SELECT 1 FROM pin_comment_reports r
      WHERE r.comment_id = ${sql.ref(`${c}.id`)} AND r.reporter_id = ${viewerId}))`;
}

export interface CommentPage {
  after: string | null;
  limit: number;
}

type CommentQuery = SelectQueryBuilder<Database & { c: Database['pin_comments'] }, 'c', Raw>;

/** A keyset page of readable comments on the comment id, in `order`, of those `which` keeps. */
async function pageOf(
  db: Kysely<Database>,
  viewerId: string | null,
  page: CommentPage,
  order: 'asc' | 'desc',
  which: (query: CommentQuery) => CommentQuery,
): Promise<CommentRow[]> {
  let query = which(
    db.selectFrom('pin_comments as c').selectAll('c').where(readableBy('c', viewerId)),
  );
  if (page.after !== null) query = query.where('c.id', order === 'desc' ? '<' : '>', page.after);
  const rows = await query.orderBy('c.id', order).limit(page.limit).execute();
  return rows.map(toRow);
}

export function pinCommentsStore(db: Kysely<Database>) {
  return {
    async insert(input: Omit<CommentRow, 'id'>): Promise<CommentRow> {
      const row = await db
        .insertInto('pin_comments')
        .values({
          pin_id: input.pinId,
          user_id: input.userId,
          parent_id: input.parentId,
          text: input.text,
          created_at: input.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRow(row);
    },
    /** The comment, whoever may read it (the operators' queue). */
    async byId(id: string): Promise<CommentRow | undefined> {
      const row = await db
        .selectFrom('pin_comments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRow(row);
    },
    /** Comments by id, whoever may read them (the operators' queue). */
    async byIds(ids: string[]): Promise<CommentRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('pin_comments').selectAll().where('id', 'in', ids).execute();
      return rows.map(toRow);
    },
    /** The comment, if the viewer may read it. */
    async readableById(id: string, viewerId: string | null): Promise<CommentRow | undefined> {
      const row = await db
        .selectFrom('pin_comments as c')
        .selectAll('c')
        .where('c.id', '=', id)
        .where(readableBy('c', viewerId))
        .executeTakeFirst();
      return row && toRow(row);
    },
    /** A page of the pin's top-level comments, newest first, after the comment `after`. */
    topLevel: (pinId: string, viewerId: string | null, page: CommentPage) =>
      pageOf(db, viewerId, page, 'desc', (q) =>
        q.where('c.pin_id', '=', pinId).where('c.parent_id', 'is', null),
      ),
    /** A page of the replies under a top-level comment, oldest first. */
    replies: (parentId: string, viewerId: string | null, page: CommentPage) =>
      pageOf(db, viewerId, page, 'asc', (q) => q.where('c.parent_id', '=', parentId)),
    /** How many replies the viewer may read under each comment: one grouped query a page. */
    async replyCounts(parentIds: string[], viewerId: string | null): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      if (parentIds.length === 0) return out;
      const rows = await db
        .selectFrom('pin_comments as c')
        .select(['c.parent_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('c.parent_id', 'in', parentIds)
        .where(readableBy('c', viewerId))
        .groupBy('c.parent_id')
        .execute();
      for (const r of rows) if (r.parent_id !== null) out.set(idString(r.parent_id), toNumber(r.n));
      return out;
    },
    /**
     * Comments and replies on the pin the viewer may read; a reply counts only when its
     * top-level comment may be read too (the list could not reach it otherwise).
     */
    async countOn(pinId: string, viewerId: string | null): Promise<number> {
      const row = await db
        .selectFrom('pin_comments as c')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('c.pin_id', '=', pinId)
        .where(readableBy('c', viewerId))
        .where((eb) =>
          eb.or([
            eb('c.parent_id', 'is', null),
            eb.exists(
              eb
                .selectFrom('pin_comments as p')
                .select('p.id')
                .whereRef('p.id', '=', 'c.parent_id')
                .where(readableBy('p', viewerId)),
            ),
          ]),
        )
        .executeTakeFirst();
      return toNumber(row?.n);
    },
    /** Deletes the comment; its replies and reports go with it (cascade). */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('pin_comments').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PinCommentsStore = ReturnType<typeof pinCommentsStore>;
