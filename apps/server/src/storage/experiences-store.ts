// Experiences (issue 15; migration 0012): the operator's definitions, each viewer's history
// with them, and the counts the operator's chart reads. Lifecycle marks are set once each
// (a conditional update), so two tabs reporting the same view record it once.
import {
  CALLOUT_CLICK_ELEMENTS,
  CLIENT_EVENT,
  NO_EXPERIENCE_STATE,
  type DisplayData,
  type ExperienceCaps,
  type ExperienceDefinition,
  type ExperienceKind,
  type ExperienceState,
  type ExperienceStatus,
  type ExperienceTargeting,
} from '@corkboard/domain';
import { sql, type Kysely } from 'kysely';
import { fromJson, optionalId, toJson, toNumber } from './row-mapping';
import type { Database } from './schema/database';
import type { ExperiencesTable } from './schema/experiences';

/** The first experience id the server picks; lower ones are the operator's (and the spec's). */
export const FIRST_OWN_EXPERIENCE_ID = 600_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLICK_EVENT = CLIENT_EVENT.calloutAction;
const CLICK_ELEMENTS = [...CALLOUT_CLICK_ELEMENTS];

export interface ExperienceRecord extends ExperienceDefinition {
  name: string;
  triggers: string[];
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
}

export type ExperienceInput = Omit<ExperienceRecord, 'id' | 'createdAt' | 'updatedAt'>;
export type LifecycleMark = 'viewed_at' | 'completed_at' | 'dismissed_at' | 'triggered_at';

export interface ExperienceDayCounts {
  day: number;
  views: number;
  completions: number;
  dismissals: number;
  clicks: number;
}
export type ExperienceTotals = Omit<ExperienceDayCounts, 'day'>;

const nullableTime = (value: number | string | null) => (value === null ? null : toNumber(value));

function toRecord(row: ExperiencesTable): ExperienceRecord {
  return {
    id: toNumber(row.id),
    name: row.name,
    placementId: toNumber(row.placement_id),
    kind: row.kind as ExperienceKind,
    status: row.status as ExperienceStatus,
    priority: toNumber(row.priority),
    startsAt: nullableTime(row.starts_at),
    endsAt: nullableTime(row.ends_at),
    targeting: fromJson<ExperienceTargeting>(row.targeting) ?? {},
    caps: fromJson<ExperienceCaps>(row.caps) ?? {},
    displayData: fromJson<DisplayData>(row.display_data) ?? {},
    triggers: fromJson<string[]>(row.triggers) ?? [],
    createdBy: optionalId(row.created_by),
    createdAt: toNumber(row.created_at),
    updatedAt: toNumber(row.updated_at),
  };
}

function toColumns(input: ExperienceInput) {
  return {
    name: input.name,
    placement_id: input.placementId,
    kind: input.kind,
    status: input.status,
    priority: input.priority,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    targeting: toJson(input.targeting),
    caps: toJson(input.caps),
    display_data: toJson(input.displayData),
    triggers: toJson(input.triggers),
    created_by: input.createdBy,
  };
}

export function experiencesStore(db: Kysely<Database>) {
  const counted = (column: LifecycleMark) =>
    sql<number | string>`count(${sql.ref(column)})`.as(column);

  return {
    async all(): Promise<ExperienceRecord[]> {
      const rows = await db.selectFrom('experiences').selectAll().orderBy('id').execute();
      return rows.map(toRecord);
    },
    async byId(id: number): Promise<ExperienceRecord | undefined> {
      const row = await db
        .selectFrom('experiences')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** Inserts with `id`, or the next free id from FIRST_OWN_EXPERIENCE_ID; undefined if taken. */
    async create(input: ExperienceInput, id: number | null, at: number) {
      const chosen =
        id ??
        Math.max(
          FIRST_OWN_EXPERIENCE_ID,
          toNumber(
            (
              await db
                .selectFrom('experiences')
                .select((eb) => eb.fn.max('id').as('top'))
                .executeTakeFirst()
            )?.top ?? 0,
          ) + 1,
        );
      const inserted = await db
        .insertInto('experiences')
        .values({ id: chosen, ...toColumns(input), created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
      return inserted ? toRecord(inserted) : undefined;
    },
    async update(id: number, input: ExperienceInput, at: number) {
      const { created_by: _keep, ...columns } = toColumns(input);
      const row = await db
        .updateTable('experiences')
        .set({ ...columns, updated_at: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('experiences').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** One viewer's history with every experience they met. */
    async statesOf(viewerKey: string): Promise<Map<number, ExperienceState>> {
      const rows = await db
        .selectFrom('experience_states')
        .selectAll()
        .where('viewer_key', '=', viewerKey)
        .execute();
      return new Map(
        rows.map((row) => [
          toNumber(row.experience_id),
          {
            viewedAt: nullableTime(row.viewed_at),
            completedAt: nullableTime(row.completed_at),
            dismissedAt: nullableTime(row.dismissed_at),
            triggeredAt: nullableTime(row.triggered_at),
            shows: toNumber(row.shows),
          },
        ]),
      );
    },

    /**
     * Sets one lifecycle mark if it is not set yet; answers whether this call set it. A view
     * also counts one showing, every time (the ignore cap reads it).
     */
    async mark(
      viewerKey: string,
      userId: string | null,
      experienceId: number,
      column: LifecycleMark,
      at: number,
    ): Promise<boolean> {
      const shows = column === 'viewed_at' ? 1 : 0;
      const inserted = await db
        .insertInto('experience_states')
        .values({
          viewer_key: viewerKey,
          experience_id: experienceId,
          user_id: userId,
          ...NO_STATE_COLUMNS,
          [column]: at,
          shows,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['viewer_key', 'experience_id']).doNothing())
        .returning('viewer_key')
        .executeTakeFirst();
      if (inserted) return true;
      if (shows) {
        await db
          .updateTable('experience_states')
          .set((eb) => ({ shows: eb('shows', '+', 1), updated_at: at }))
          .where('viewer_key', '=', viewerKey)
          .where('experience_id', '=', experienceId)
          .execute();
      }
      const updated = await db
        .updateTable('experience_states')
        .set({ [column]: at, updated_at: at })
        .where('viewer_key', '=', viewerKey)
        .where('experience_id', '=', experienceId)
        .where(column, 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** Views, completions, dismissals and clicks of one experience by UTC day since `since`. */
    async dailyCounts(experienceId: number, since: number): Promise<ExperienceDayCounts[]> {
      const days = new Map<number, ExperienceDayCounts>();
      const dayOf = (day: number) => {
        let entry = days.get(day);
        if (!entry) {
          entry = { day, views: 0, completions: 0, dismissals: 0, clicks: 0 };
          days.set(day, entry);
        }
        return entry;
      };
      const marks = [
        ['viewed_at', 'views'],
        ['completed_at', 'completions'],
        ['dismissed_at', 'dismissals'],
      ] as const;
      for (const [column, field] of marks) {
        const rows = await db
          .selectFrom('experience_states')
          .select([
            sql<number | string>`${sql.ref(column)} / ${sql.lit(DAY_MS)}`.as('day'),
            (eb) => eb.fn.countAll<number | string>().as('n'),
          ])
          .where('experience_id', '=', experienceId)
          .where(column, '>=', since)
          .groupBy(sql`${sql.ref(column)} / ${sql.lit(DAY_MS)}`)
          .execute();
        for (const row of rows) dayOf(toNumber(row.day))[field] = toNumber(row.n);
      }
      const clicks = await db
        .selectFrom('client_events')
        .select([
          sql<number | string>`created_at / ${sql.lit(DAY_MS)}`.as('day'),
          (eb) => eb.fn.countAll<number | string>().as('n'),
        ])
        .where('event_type', '=', CLICK_EVENT)
        .where('element', 'in', CLICK_ELEMENTS)
        .where('object_id', '=', String(experienceId))
        .where('created_at', '>=', since)
        .groupBy(sql`created_at / ${sql.lit(DAY_MS)}`)
        .execute();
      for (const row of clicks) dayOf(toNumber(row.day)).clicks = toNumber(row.n);
      return [...days.values()].sort((a, b) => a.day - b.day);
    },

    /** Every experience's totals, by id. */
    async totals(): Promise<Map<number, ExperienceTotals>> {
      const out = new Map<number, ExperienceTotals>();
      const rows = await db
        .selectFrom('experience_states')
        .select([
          'experience_id',
          counted('viewed_at'),
          counted('completed_at'),
          counted('dismissed_at'),
        ])
        .groupBy('experience_id')
        .execute();
      for (const row of rows) {
        out.set(toNumber(row.experience_id), {
          views: toNumber(row.viewed_at),
          completions: toNumber(row.completed_at),
          dismissals: toNumber(row.dismissed_at),
          clicks: 0,
        });
      }
      const clicks = await db
        .selectFrom('client_events')
        .select(['object_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('event_type', '=', CLICK_EVENT)
        .where('element', 'in', CLICK_ELEMENTS)
        .where('object_id', 'is not', null)
        .groupBy('object_id')
        .execute();
      for (const row of clicks) {
        const id = Number(row.object_id);
        if (!Number.isSafeInteger(id)) continue;
        const entry = out.get(id) ?? { views: 0, completions: 0, dismissals: 0, clicks: 0 };
        entry.clicks = toNumber(row.n);
        out.set(id, entry);
      }
      return out;
    },
  };
}

const NO_STATE_COLUMNS = {
  viewed_at: NO_EXPERIENCE_STATE.viewedAt,
  completed_at: NO_EXPERIENCE_STATE.completedAt,
  dismissed_at: NO_EXPERIENCE_STATE.dismissedAt,
  triggered_at: NO_EXPERIENCE_STATE.triggeredAt,
};

export type ExperiencesStore = ReturnType<typeof experiencesStore>;
