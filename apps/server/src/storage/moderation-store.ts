// The report queue and account suspension (issue 14): reports are pin_feedback rows of type
// "report", keyed by the root pin (so every copy's reports count together); an operator closes
// them (reviewed_at). A suspension marks the account, ends its sessions and makes its boards
// secret, the one privacy every surface already keeps to.
import { sql, type Kysely } from 'kysely';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';

const REPORT = 'report';

export interface ReportGroup {
  pinId: string;
  reports: number;
  lastReportedAt: number;
}

/** Keyset position in the report queue: most reported first, then by pin id. */
export interface ReportCursor {
  reports: number;
  pinId: string;
}

export function moderationStore(db: Kysely<Database>) {
  return {
    /** Open reports grouped by pin: most reported first. */
    async reportQueue(after: ReportCursor | null, limit: number): Promise<ReportGroup[]> {
      const count = sql<number | string>`count(*)`;
      let query = db
        .selectFrom('pin_feedback')
        .select(['pin_id', count.as('reports'), (eb) => eb.fn.max('created_at').as('last')])
        .where('feedback_type', '=', REPORT)
        .where('reviewed_at', 'is', null)
        .groupBy('pin_id');
      if (after) {
        query = query.having((eb) =>
          eb.or([
            eb(count, '<', after.reports),
            eb.and([eb(count, '=', after.reports), eb('pin_id', '>', after.pinId)]),
          ]),
        );
      }
      const rows = await query.orderBy(count, 'desc').orderBy('pin_id').limit(limit).execute();
      return rows.map((r) => ({
        pinId: idString(r.pin_id),
        reports: toNumber(r.reports),
        lastReportedAt: toNumber(r.last),
      }));
    },
    /** How many open reports of each pin gave each reason ('' for none). */
    async reportReasons(pinIds: string[]): Promise<Map<string, Record<string, number>>> {
      const out = new Map<string, Record<string, number>>();
      if (pinIds.length === 0) return out;
      const rows = await db
        .selectFrom('pin_feedback')
        .select(['pin_id', 'reason', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('feedback_type', '=', REPORT)
        .where('reviewed_at', 'is', null)
        .where('pin_id', 'in', pinIds)
        .groupBy(['pin_id', 'reason'])
        .execute();
      for (const r of rows) {
        const id = idString(r.pin_id);
        const reasons = out.get(id) ?? {};
        reasons[r.reason ?? ''] = toNumber(r.n);
        out.set(id, reasons);
      }
      return out;
    },
    /** Closes a pin's open reports; how many were open. */
    async closeReports(pinId: string, at: number): Promise<number> {
      const result = await db
        .updateTable('pin_feedback')
        .set({ reviewed_at: at })
        .where('pin_id', '=', pinId)
        .where('feedback_type', '=', REPORT)
        .where('reviewed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** The saves of a root pin (every copy that names it as its original). */
    async savesOf(rootId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('pins')
        .select('id')
        .where('origin_pin_id', '=', rootId)
        .execute();
      return rows.map((r) => idString(r.id));
    },
    /**
     * Suspends an account: marks it, deletes its sessions and makes its boards secret (their
     * pins' board_privacy follows). Answers each board's privacy before, for the audit log.
     */
    async suspend(userId: string, at: number): Promise<{ id: string; privacy: string }[]> {
      await db
        .updateTable('users')
        .set({ suspended_at: at })
        .where('id', '=', userId)
        .where('suspended_at', 'is', null)
        .execute();
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      const boards = await db
        .selectFrom('boards')
        .select(['id', 'privacy'])
        .where('owner_id', '=', userId)
        .where('privacy', '!=', 'secret')
        .execute();
      if (boards.length > 0) {
        const ids = boards.map((b) => b.id);
        await db.updateTable('boards').set({ privacy: 'secret' }).where('id', 'in', ids).execute();
        await db
          .updateTable('pins')
          .set({ board_privacy: 'secret' })
          .where('board_id', 'in', ids)
          .execute();
      }
      return boards.map((b) => ({ id: idString(b.id), privacy: b.privacy }));
    },
  };
}
