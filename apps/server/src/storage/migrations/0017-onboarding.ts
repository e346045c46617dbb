// Onboarding after sign-up (issue 16; spec 002 §9): one row a person, made at their first
// answer. Steps done or skipped are a JSON list, so the flow resumes where it was left; the
// gender answer keeps where it came from (`nux`, req 000-3.31).
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function onboardingMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user_onboarding')
        .addColumn('user_id', t.ref, (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('finished_steps', 'text', (c) => c.notNull())
        .addColumn('gender', 'text')
        .addColumn('gender_source', 'text')
        .addColumn('use_cases', 'text')
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .execute();
    },
  };
}
