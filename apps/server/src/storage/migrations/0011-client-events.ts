// The client event log (issue 15): one row per client event, keyed by the client's event id.
// No reference to users: a deleted account's events stay counted, without the link.
import type { Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function clientEventsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('client_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_type', 'integer', (c) => c.notNull())
        .addColumn('view_type', 'integer')
        .addColumn('component', 'integer')
        .addColumn('element', 'integer')
        .addColumn('object_id', 'text')
        .addColumn('aux_data', 'text')
        .addColumn('user_id', t.ref)
        .addColumn('client_time', t.time)
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      // The retention sweep, and the operator's counts of one type over a window.
      await db.schema
        .createIndex('client_events_created')
        .on('client_events')
        .column('created_at')
        .execute();
      await db.schema
        .createIndex('client_events_type_created')
        .on('client_events')
        .columns(['event_type', 'created_at'])
        .execute();
    },
  };
}
