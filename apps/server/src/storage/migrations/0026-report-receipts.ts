// A person's own reports and the violations on their content (issue 16, /reports-and-violations/).
//
// Why new tables rather than an `outcome` column on pin_feedback and pin_comment_reports: those
// rows cascade away with their pin or comment, exactly when an operator removes it, and a pin's
// feedback row is replaced by the person's next feedback on it ("not relevant" after a report).
// So each report also leaves a receipt with its reporter, which outlives what was reported:
// - report_receipts: one per report filed (kind 'pin' or 'comment'; subject_id the root pin or
//   the comment, pin_id the pin to show), with what it said then (the pin's title, the
//   comment's text), its reason and, once an operator decided, when and the outcome
//   (domain reports/report-status.ts REPORT_OUTCOMES). No foreign key on subject or pin: both
//   may be deleted and the receipt stays.
// - content_violations: what operators found on a person's content (a removed pin or comment,
//   or the suspended account), keyed by its owner, written in the decision's transaction. The
//   audit log keeps the pin and title but not its pinner, and the pin row is gone.
//
// Reads, and the index each walks:
// - a person's receipts newest first (keyset on id): report_receipts_reporter (reporter_id, id);
// - the open receipts a decision closes: report_receipts_subject (kind, subject_id, decided_at);
// - a person's violations newest first: content_violations_owner (owner_id, id).
// Reports filed before this migration get their receipts here; those already decided have no
// outcome (the audit log knew it, but by pin, not by reporter), which the page shows as reviewed.
import { sql, type Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function reportReceiptsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('report_receipts')
        .addColumn('id', t.idType, t.id)
        .addColumn('reporter_id', t.ref, (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', t.ref, (c) => c.notNull())
        .addColumn('pin_id', t.ref, (c) => c.notNull())
        .addColumn('excerpt', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('decided_at', t.time)
        .addColumn('outcome', 'text')
        .execute();
      await db.schema
        .createIndex('report_receipts_reporter')
        .on('report_receipts')
        .columns(['reporter_id', 'id'])
        .execute();
      await db.schema
        .createIndex('report_receipts_subject')
        .on('report_receipts')
        .columns(['kind', 'subject_id', 'decided_at'])
        .execute();
      await db.schema
        .createTable('content_violations')
        .addColumn('id', t.idType, t.id)
        .addColumn('owner_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', t.ref, (c) => c.notNull())
        .addColumn('excerpt', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('content_violations_owner')
        .on('content_violations')
        .columns(['owner_id', 'id'])
        .execute();
      // The reports already filed, oldest first so the receipts' ids follow their time.
      await sql`
        INSERT INTO report_receipts
          (reporter_id, kind, subject_id, pin_id, excerpt, reason, created_at, decided_at)
        SELECT reporter_id, kind, subject_id, pin_id, excerpt, reason, created_at, decided_at
        FROM (
          SELECT f.user_id AS reporter_id, 'pin' AS kind, f.pin_id AS subject_id,
                 f.pin_id AS pin_id, p.title AS excerpt, f.reason AS reason,
                 f.created_at AS created_at, f.reviewed_at AS decided_at
          FROM pin_feedback f JOIN pins p ON p.id = f.pin_id
          WHERE f.feedback_type = 'report'
          UNION ALL
          SELECT r.reporter_id, 'comment', r.comment_id, c.pin_id, c.text, r.reason,
                 r.created_at, r.closed_at
          FROM pin_comment_reports r JOIN pin_comments c ON c.id = r.comment_id
        ) AS filed
        ORDER BY created_at`.execute(db);
    },
  };
}
