// Why a pin was reported or hidden (issue 13): a nullable `reason` on pin_feedback, pin_hides and
// search_hides. Feedback given before this migration, or by a client that sends no reason,
// keeps null.
import type { Kysely } from 'kysely';

export function feedbackReasonsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['pin_feedback', 'pin_hides', 'search_hides']) {
        await db.schema.alterTable(table).addColumn('reason', 'text').execute();
      }
    },
  };
}
