// The news hub's reads (issue 16; rules in domain notifications/news-rules.ts): news is derived
// from what happened, one source per kind, each read newest first on its own index and keyset
// on (time, id) with newsAfter's condition; the resource merges the pages (mergeNews). What is
// gone (an unfollow, a deleted comment, a declined invitation) is gone from the news with it,
// and every source leaves out suspended accounts and people in a block with the viewer.
import {
  newsAfter,
  newsRank,
  type NewsEntry,
  type NewsKind,
  type NewsPosition,
} from '@corkboard/domain';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { shownAuthor } from './block-filter';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';

export interface NewsRow extends NewsEntry {
  actorId: string;
  pinId: string | null;
  boardId: string | null;
  commentId: string | null;
  commentText: string | null;
  /** A message's conversation; its text is `commentText`'s. */
  conversationId: string | null;
}

export interface NewsWindow {
  after: NewsPosition | null;
  /** Only what happened after this time (the unread count). */
  since: number | null;
  limit: number;
}

interface SourceRow {
  id: number | string;
  actor: number | string;
  at: number | string;
  pin: number | string | null;
  board: number | string | null;
  comment_text: string | null;
  /** The conversation of a message. */
  conversation?: number | string | null;
}

/** The keyset and `since` conditions on a source's time and id columns. */
function windowOf(kind: NewsKind, window: NewsWindow, at: string, id: string): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [];
  const after = newsAfter(kind, window.after);
  if (after) {
    const { before, orAt } = after;
    if (orAt === 'all') parts.push(sql<SqlBool>`${sql.ref(at)} <= ${before}`);
    else if (orAt === 'none') parts.push(sql<SqlBool>`${sql.ref(at)} < ${before}`);
    else {
      parts.push(
        sql<SqlBool>`(${sql.ref(at)} < ${before} OR (${sql.ref(at)} = ${before} AND ${sql.ref(id)} < ${orAt.idBelow}))`,
      );
    }
  }
  if (window.since !== null) parts.push(sql<SqlBool>`${sql.ref(at)} > ${window.since}`);
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

/** A source's newest-first page in the window: keyset on its time and id columns. */
function newest<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, SourceRow>,
  kind: NewsKind,
  window: NewsWindow,
  at: string,
  id: string,
): Promise<SourceRow[]> {
  return query
    .where(windowOf(kind, window, at, id))
    .orderBy(sql.ref(at), 'desc')
    .orderBy(sql.ref(id), 'desc')
    .limit(window.limit)
    .execute();
}

export function newsStore(db: Kysely<Database>) {
  const sources: Record<NewsKind, (me: string, w: NewsWindow) => Promise<SourceRow[]>> = {
    followed_you: (me, w) =>
      newest(
        db
          .selectFrom('user_follows as f')
          .select([
            'f.follower_id as id',
            'f.follower_id as actor',
            'f.created_at as at',
            sql<null>`NULL`.as('pin'),
            sql<null>`NULL`.as('board'),
            sql<null>`NULL`.as('comment_text'),
          ])
          .where('f.followee_id', '=', me)
          .where(shownAuthor('f.follower_id', me)),
        'followed_you',
        w,
        'f.created_at',
        'f.follower_id',
      ),
    // A save of one of the viewer's originals, on a public board (a secret save is the saver's).
    saved_your_pin: (me, w) =>
      newest(
        db
          .selectFrom('pins as s')
          .innerJoin('pins as o', 'o.id', 's.origin_pin_id')
          .select([
            's.id as id',
            's.pinner_id as actor',
            's.created_at as at',
            'o.id as pin',
            's.board_id as board',
            sql<null>`NULL`.as('comment_text'),
          ])
          .where('o.pinner_id', '=', me)
          .where('s.pinner_id', '!=', me)
          .where('s.board_privacy', '=', sql.lit('public'))
          .where(shownAuthor('s.pinner_id', me)),
        'saved_your_pin',
        w,
        's.created_at',
        's.id',
      ),
    commented_on_your_pin: (me, w) =>
      newest(
        db
          .selectFrom('pin_comments as c')
          .innerJoin('pins as p', 'p.id', 'c.pin_id')
          .select([
            'c.id as id',
            'c.user_id as actor',
            'c.created_at as at',
            'c.pin_id as pin',
            sql<null>`NULL`.as('board'),
            'c.text as comment_text',
          ])
          .where('p.pinner_id', '=', me)
          .where('c.user_id', '!=', me)
          .where('c.parent_id', 'is', null)
          .where(shownAuthor('c.user_id', me)),
        'commented_on_your_pin',
        w,
        'c.created_at',
        'c.id',
      ),
    // A reply to the viewer's comment, on a pin they can still reach without a board role (not
    // on a secret board, unless the pin is theirs).
    replied_to_your_comment: (me, w) =>
      newest(
        db
          .selectFrom('pin_comments as r')
          .innerJoin('pin_comments as c', 'c.id', 'r.parent_id')
          .innerJoin('pins as p', 'p.id', 'r.pin_id')
          .select([
            'r.id as id',
            'r.user_id as actor',
            'r.created_at as at',
            'r.pin_id as pin',
            sql<null>`NULL`.as('board'),
            'r.text as comment_text',
          ])
          .where('c.user_id', '=', me)
          .where('r.user_id', '!=', me)
          .where((eb) =>
            eb.or([eb('p.board_privacy', '!=', sql.lit('secret')), eb('p.pinner_id', '=', me)]),
          )
          .where(shownAuthor('r.user_id', me)),
        'replied_to_your_comment',
        w,
        'r.created_at',
        'r.id',
      ),
    invited_you_to_board: (me, w) =>
      newest(
        db
          .selectFrom('board_collaborators as bc')
          .select([
            'bc.board_id as id',
            'bc.invited_by as actor',
            'bc.created_at as at',
            sql<null>`NULL`.as('pin'),
            'bc.board_id as board',
            sql<null>`NULL`.as('comment_text'),
          ])
          .where('bc.user_id', '=', me)
          .where('bc.status', '=', 'invited')
          .where(shownAuthor('bc.invited_by', me)),
        'invited_you_to_board',
        w,
        'bc.created_at',
        'bc.board_id',
      ),
    // A message from the other person of one of the viewer's conversations.
    messaged_you: (me, w) =>
      newest(
        db
          .selectFrom('conversation_messages as m')
          .innerJoin('conversation_members as cm', (join) =>
            join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', me),
          )
          .select([
            'm.id as id',
            'm.sender_id as actor',
            'm.created_at as at',
            'm.pin_id as pin',
            sql<null>`NULL`.as('board'),
            'm.text as comment_text',
            'm.conversation_id as conversation',
          ])
          .where('m.sender_id', '!=', me)
          .where(shownAuthor('m.sender_id', me))
          // Counting the unread: a message read in its conversation is read news too.
          .where(
            w.since === null ? sql<SqlBool>`1 = 1` : sql<SqlBool>`m.created_at > cm.last_read_at`,
          ),
        'messaged_you',
        w,
        'm.created_at',
        'm.id',
      ),
  };

  const toRow = (kind: NewsKind, r: SourceRow): NewsRow => ({
    kind,
    at: toNumber(r.at),
    rank: newsRank(kind),
    id: idString(r.id),
    actorId: idString(r.actor),
    pinId: r.pin === null ? null : idString(r.pin),
    boardId: kind === 'invited_you_to_board' || r.board !== null ? idString(r.board ?? r.id) : null,
    commentId: r.comment_text === null || r.conversation ? null : idString(r.id),
    commentText: r.comment_text,
    conversationId: r.conversation ? idString(r.conversation) : null,
  });

  return {
    /** Each kind's own newest-first page of the viewer's news in the window. */
    async sources(viewerId: string, window: NewsWindow): Promise<NewsRow[][]> {
      const kinds = Object.keys(sources) as NewsKind[];
      const pages = await Promise.all(kinds.map((kind) => sources[kind](viewerId, window)));
      return pages.map((rows, i) => rows.map((r) => toRow(kinds[i]!, r)));
    },
    /** When the viewer last opened the hub (0: never). */
    async seenAt(userId: string): Promise<number> {
      const row = await db
        .selectFrom('news_reads')
        .select('seen_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return toNumber(row?.seen_at ?? 0);
    },
    async markSeen(userId: string, at: number): Promise<void> {
      await db
        .insertInto('news_reads')
        .values({ user_id: userId, seen_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_at: at }))
        .execute();
    },
  };
}

export type NewsStore = ReturnType<typeof newsStore>;
