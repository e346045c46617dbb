// The client event log (issue 15; migration 0011): stores a batch once per client event id,
// sweeps what is past retention, and counts by event type for the operator's console.
import type { ClientEvent } from '@corkboard/contracts';
import type { Kysely } from 'kysely';
import { toNumber } from './row-mapping';
import type { Database } from './schema/database';

export interface ClientEventCount {
  eventType: number;
  count: number;
}

export function clientEventsStore(db: Kysely<Database>) {
  return {
    /** Stores the events whose id is new; answers how many were. */
    async insertBatch(events: readonly ClientEvent[], userId: string | null, at: number) {
      // One id twice in the same batch is one event (the first wins).
      const unique = [...new Map(events.map((event) => [event.id, event])).values()];
      const stored = await db
        .insertInto('client_events')
        .values(
          unique.map((event) => ({
            id: event.id,
            event_type: event.event_type,
            view_type: event.view_type ?? null,
            component: event.component ?? null,
            element: event.element ?? null,
            object_id: event.object_id ?? null,
            aux_data: event.aux_data ? JSON.stringify(event.aux_data) : null,
            user_id: userId,
            client_time: event.time ?? null,
            created_at: at,
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      return stored.length;
    },

    /** Deletes events stored before `cutoff`; answers how many. */
    async sweepBefore(cutoff: number): Promise<number> {
      const result = await db
        .deleteFrom('client_events')
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Events stored since `since`, counted by type, most first. */
    async countsSince(since: number): Promise<ClientEventCount[]> {
      const rows = await db
        .selectFrom('client_events')
        .select(['event_type', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('created_at', '>=', since)
        .groupBy('event_type')
        .execute();
      return rows
        .map((row) => ({ eventType: toNumber(row.event_type), count: toNumber(row.count) }))
        .sort((a, b) => b.count - a.count || a.eventType - b.eventType);
    },

    /** One stored event, for tests and the console: its type, user and aux data. */
    async byId(id: string) {
      return db.selectFrom('client_events').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
