// A person's own reports and the violations on their content (issue 16, migrations/0026):
// receipts are filed with each report and closed with the operator's outcome; violations are
// recorded by the decision that removed a person's pin or comment or suspended them. Both are
// read only by their person, newest first, keyset on the id.
import type { Kysely } from 'kysely';
import type { ReportOutcome } from '@corkboard/domain';
import { idString, toNumber } from './row-mapping';
import type { Database } from './schema/database';

export type ReportKind = 'pin' | 'comment';
export type ViolationKind = 'pin' | 'comment' | 'account';

export interface ReportReceipt {
  id: string;
  kind: ReportKind;
  subjectId: string;
  pinId: string;
  excerpt: string;
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
  outcome: string | null;
}

export interface ContentViolation {
  id: string;
  kind: ViolationKind;
  subjectId: string;
  excerpt: string | null;
  reason: string | null;
  createdAt: number;
}

export function reportReceiptsStore(db: Kysely<Database>) {
  const open = (kind: ReportKind, subjectId: string) =>
    db
      .selectFrom('report_receipts')
      .select('id')
      .where('kind', '=', kind)
      .where('subject_id', '=', subjectId)
      .where('decided_at', 'is', null);
  return {
    /**
     * Files the receipt of a report; reporting again while the first is open is the same report
     * (its tables keep one row per person and pin or comment), so it files nothing.
     */
    async file(input: {
      reporterId: string;
      kind: ReportKind;
      subjectId: string;
      pinId: string;
      excerpt: string;
      reason: string | null;
      at: number;
    }): Promise<void> {
      const already = await open(input.kind, input.subjectId)
        .where('reporter_id', '=', input.reporterId)
        .executeTakeFirst();
      if (already) return;
      await db
        .insertInto('report_receipts')
        .values({
          reporter_id: input.reporterId,
          kind: input.kind,
          subject_id: input.subjectId,
          pin_id: input.pinId,
          excerpt: input.excerpt,
          reason: input.reason,
          created_at: input.at,
        })
        .execute();
    },
    /** A later "not relevant" replaces the person's open report of the pin: its receipt goes. */
    async withdraw(reporterId: string, rootPinId: string): Promise<void> {
      await db
        .deleteFrom('report_receipts')
        .where('reporter_id', '=', reporterId)
        .where('kind', '=', 'pin')
        .where('subject_id', '=', rootPinId)
        .where('decided_at', 'is', null)
        .execute();
    },
    /** Closes every open receipt of the pin or comment with the decision's outcome. */
    async close(kind: ReportKind, subjectId: string, outcome: ReportOutcome, at: number) {
      await db
        .updateTable('report_receipts')
        .set({ decided_at: at, outcome })
        .where('kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .where('decided_at', 'is', null)
        .execute();
    },
    /** The person's receipts newest first, before the receipt `beforeId`. */
    async receiptsOf(
      reporterId: string,
      beforeId: string | null,
      limit: number,
    ): Promise<ReportReceipt[]> {
      const rows = await db
        .selectFrom('report_receipts')
        .selectAll()
        .where('reporter_id', '=', reporterId)
        .$if(beforeId !== null, (q) => q.where('id', '<', beforeId ?? ''))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: idString(r.id),
        kind: r.kind as ReportKind,
        subjectId: idString(r.subject_id),
        pinId: idString(r.pin_id),
        excerpt: r.excerpt,
        reason: r.reason,
        createdAt: toNumber(r.created_at),
        decidedAt: r.decided_at === null ? null : toNumber(r.decided_at),
        outcome: r.outcome,
      }));
    },
    async recordViolation(input: {
      ownerId: string;
      kind: ViolationKind;
      subjectId: string;
      excerpt: string | null;
      reason: string | null;
      at: number;
    }): Promise<void> {
      await db
        .insertInto('content_violations')
        .values({
          owner_id: input.ownerId,
          kind: input.kind,
          subject_id: input.subjectId,
          excerpt: input.excerpt,
          reason: input.reason,
          created_at: input.at,
        })
        .execute();
    },
    /** The violations on the person's content newest first, before the violation `beforeId`. */
    async violationsOf(
      ownerId: string,
      beforeId: string | null,
      limit: number,
    ): Promise<ContentViolation[]> {
      const rows = await db
        .selectFrom('content_violations')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .$if(beforeId !== null, (q) => q.where('id', '<', beforeId ?? ''))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: idString(r.id),
        kind: r.kind as ViolationKind,
        subjectId: idString(r.subject_id),
        excerpt: r.excerpt,
        reason: r.reason,
        createdAt: toNumber(r.created_at),
      }));
    },
  };
}

export type ReportReceiptsStore = ReturnType<typeof reportReceiptsStore>;
