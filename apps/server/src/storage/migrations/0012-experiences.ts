// Experiences (issue 15): the operator's experiences, each viewer's history with them, and
// when people sign in, so "coming back after 28 days" can be targeted (spec 001 §5).
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function experiencesMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('experiences')
        .addColumn('id', t.idType, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('placement_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('starts_at', t.time)
        .addColumn('ends_at', t.time)
        .addColumn('targeting', t.json, (c) => c.notNull())
        .addColumn('caps', t.json, (c) => c.notNull())
        .addColumn('display_data', t.json, (c) => c.notNull())
        .addColumn('triggers', t.json, (c) => c.notNull())
        .addColumn('created_by', t.ref, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('experience_states')
        .addColumn('viewer_key', 'text', (c) => c.notNull())
        .addColumn('experience_id', t.ref, (c) =>
          c.notNull().references('experiences.id').onDelete('cascade'),
        )
        .addColumn('user_id', t.ref, (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('viewed_at', t.time)
        .addColumn('completed_at', t.time)
        .addColumn('dismissed_at', t.time)
        .addColumn('triggered_at', t.time)
        .addColumn('shows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('experience_states_pk', ['viewer_key', 'experience_id'])
        .execute();
      // The operator's chart: one experience's history by day.
      await db.schema
        .createIndex('experience_states_experience')
        .on('experience_states')
        .columns(['experience_id', 'viewed_at'])
        .execute();
      // Kept apart from users: a sign-in must not rewrite a row every cached page shows.
      await db.schema
        .createTable('user_sign_ins')
        .addColumn('user_id', t.ref, (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('last_sign_in_at', t.time, (c) => c.notNull())
        .addColumn('resurrected_at', t.time)
        .execute();
    },
  };
}
