// Leaving safely (issue 14): the link block list (the operator's rules and imported lists), the
// appeals people file against a blocked link, right-click clickthroughs, the audit log of every
// operator action, when an operator closed a pin's reports (pin_feedback.reviewed_at), and
// suspended accounts (users.suspended_at).
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function linkRulesMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('link_rules')
        .addColumn('id', t.idType, t.id)
        .addColumn('match', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('verdict', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        // null: the operator's own rule; else the imported list's name.
        .addColumn('source', 'text')
        .addColumn('created_by', t.ref, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('updated_at', t.time, (c) => c.notNull())
        .execute();
      // An import replaces its list's rules; the console lists the operator's own.
      await db.schema.createIndex('link_rules_source').on('link_rules').column('source').execute();
      await db.schema
        .createTable('link_appeals')
        .addColumn('id', t.idType, t.id)
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('pin_id', t.ref, (c) => c.references('pins.id').onDelete('set null'))
        .addColumn('verdict', 'text', (c) => c.notNull())
        .addColumn('verdict_reason', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('decided_by', t.ref, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('decided_at', t.time)
        .execute();
      await db.schema
        .createIndex('link_appeals_user')
        .on('link_appeals')
        .columns(['user_id', 'host'])
        .execute();
      await db.schema
        .createIndex('link_appeals_status')
        .on('link_appeals')
        .columns(['status', 'id'])
        .execute();
      await db.schema
        .createTable('clickthroughs')
        .addColumn('id', t.idType, t.id)
        .addColumn('user_id', t.ref, (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('pin_id', t.ref, (c) => c.references('pins.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('clickthroughs_pin')
        .on('clickthroughs')
        .columns(['pin_id', 'id'])
        .execute();
      await db.schema
        .createTable('operator_actions')
        .addColumn('id', t.idType, t.id)
        .addColumn('operator_id', t.ref, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema.alterTable('pin_feedback').addColumn('reviewed_at', t.time).execute();
      // The report queue: open reports, by pin.
      await db.schema
        .createIndex('pin_feedback_open_reports')
        .on('pin_feedback')
        .columns(['feedback_type', 'reviewed_at', 'pin_id'])
        .execute();
      await db.schema.alterTable('users').addColumn('suspended_at', t.time).execute();
    },
  };
}
