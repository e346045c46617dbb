// Reports of comments (issue 16): one row per comment and reporter. The reporter stops seeing
// the comment at once (pin-comments-store.ts reads the primary key); the operators' queue groups
// the open reports by comment, most reported first, like the pins' queue (moderation-store.ts).
import { sql, type Kysely } from 'kysely';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';

export interface CommentReportGroup {
  commentId: string;
  reports: number;
  lastReportedAt: number;
}

/** Keyset position in the queue: most reported first, then by comment id. */
export interface CommentReportCursor {
  reports: number;
  commentId: string;
}

export function commentReportsStore(db: Kysely<Database>) {
  return {
    /** Records the report; a second report of the same comment by the same person is one. */
    async report(input: {
      commentId: string;
      reporterId: string;
      reason: string;
      at: number;
    }): Promise<void> {
      await db
        .insertInto('pin_comment_reports')
        .values({
          comment_id: input.commentId,
          reporter_id: input.reporterId,
          reason: input.reason,
          created_at: input.at,
        })
        .onConflict((oc) => oc.columns(['comment_id', 'reporter_id']).doNothing())
        .execute();
    },
    async queue(after: CommentReportCursor | null, limit: number): Promise<CommentReportGroup[]> {
      const count = sql<number | string>`count(*)`;
      let query = db
        .selectFrom('pin_comment_reports')
        .select(['comment_id', count.as('reports'), (eb) => eb.fn.max('created_at').as('last')])
        .where('closed_at', 'is', null)
        .groupBy('comment_id');
      if (after) {
        query = query.having((eb) =>
          eb.or([
            eb(count, '<', after.reports),
            eb.and([eb(count, '=', after.reports), eb('comment_id', '>', after.commentId)]),
          ]),
        );
      }
      const rows = await query.orderBy(count, 'desc').orderBy('comment_id').limit(limit).execute();
      return rows.map((r) => ({
        commentId: idString(r.comment_id),
        reports: toNumber(r.reports),
        lastReportedAt: toNumber(r.last),
      }));
    },
    /** How many open reports of each comment gave each reason. */
    async reasons(commentIds: string[]): Promise<Map<string, Record<string, number>>> {
      const out = new Map<string, Record<string, number>>();
      if (commentIds.length === 0) return out;
      const rows = await db
        .selectFrom('pin_comment_reports')
        .select(['comment_id', 'reason', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('closed_at', 'is', null)
        .where('comment_id', 'in', commentIds)
        .groupBy(['comment_id', 'reason'])
        .execute();
      for (const r of rows) {
        const id = idString(r.comment_id);
        out.set(id, { ...out.get(id), [r.reason]: toNumber(r.n) });
      }
      return out;
    },
    /** Closes the comment's open reports; how many were open. */
    async close(commentId: string, at: number): Promise<number> {
      const result = await db
        .updateTable('pin_comment_reports')
        .set({ closed_at: at })
        .where('comment_id', '=', commentId)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type CommentReportsStore = ReturnType<typeof commentReportsStore>;
