// Saving and board management: per-user states (QUICK_SAVES_BOARD_ID), user settings, and at
// most one quick-saves board per user, enforced by the database so concurrent first saves on
// PostgreSQL cannot create two.
import { sql, type Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function savingMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user_states')
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('user_states_pk', ['user_id', 'state'])
        .execute();

      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', t.ref, (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('allow_analytic_cookies', t.flag)
        .addColumn('allow_marketing_cookies', t.flag)
        .addColumn('allow_personalization_cookies', t.flag)
        .addColumn('surface_tag', 'text')
        .addColumn('dark_mode', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .execute();

      // One quick-saves board per user. Partial unique indexes read the same on both engines.
      await db.schema
        .createIndex('boards_one_quick_saves')
        .on('boards')
        .column('owner_id')
        .unique()
        .where(sql.ref('layout'), '=', sql.lit('quick_saves'))
        .execute();
    },
  };
}
