// The link block list, appeals, clickthroughs and the audit log (issue 14; migration 0010).
// Rows map to the domain's LinkRule here, so neither engine's types leak out.
import type { LinkRule, LinkVerdict } from '@corkboard/domain';
import { REDIRECT_STATUSES } from '@corkboard/domain';
import type { Kysely, Selectable } from 'kysely';
import { idString, optionalId, toNumber } from './row-mapping';
import type { Database } from './schema/database';

export type AppealStatus = 'open' | 'upheld' | 'lifted';

export interface LinkAppeal {
  id: string;
  userId: string;
  url: string;
  host: string;
  pinId: string | null;
  verdict: LinkVerdict;
  verdictReason: string;
  message: string;
  status: AppealStatus;
  note: string | null;
  createdAt: number;
  decidedAt: number | null;
}

/** One person sent on by a pin's link (req 001-7.11), or a click the check recorded. */
export interface Clickthrough {
  kind: string;
  url: string;
  userId: string | null;
  clientTrackingParams: string | null;
  auxData: string | null;
  thirdPartyAd: boolean;
}

export interface OperatorAction {
  id: string;
  operatorId: string | null;
  action: string;
  target: string;
  detail: string;
  createdAt: number;
}

const asVerdict = (value: string): LinkVerdict =>
  (REDIRECT_STATUSES as readonly string[]).includes(value) ? (value as LinkVerdict) : 'blocked';
const asStatus = (value: string): AppealStatus =>
  value === 'upheld' || value === 'lifted' ? value : 'open';

function ruleOf(row: {
  id: number | string;
  match: string;
  value: string;
  verdict: string;
  reason: string;
  source: string | null;
}): LinkRule {
  return {
    id: idString(row.id),
    match: row.match === 'prefix' ? 'prefix' : 'domain',
    value: row.value,
    verdict: asVerdict(row.verdict),
    reason: row.reason,
    source: row.source,
  };
}

function appealOf(row: Selectable<Database['link_appeals']>): LinkAppeal {
  return {
    id: idString(row.id),
    userId: idString(row.user_id),
    url: row.url,
    host: row.host,
    pinId: optionalId(row.pin_id),
    verdict: asVerdict(row.verdict),
    verdictReason: row.verdict_reason,
    message: row.message,
    status: asStatus(row.status),
    note: row.note,
    createdAt: toNumber(row.created_at),
    decidedAt: row.decided_at === null ? null : toNumber(row.decided_at),
  };
}

export interface NewLinkRule {
  match: LinkRule['match'];
  value: string;
  verdict: LinkVerdict;
  reason: string;
}

export function linkRulesStore(db: Kysely<Database>) {
  return {
    async all(): Promise<LinkRule[]> {
      const rows = await db
        .selectFrom('link_rules')
        .select(['id', 'match', 'value', 'verdict', 'reason', 'source'])
        .orderBy('id')
        .execute();
      return rows.map(ruleOf);
    },
    /** The operator's own rules, newest first (imported lists are counted, not listed). */
    async operatorRules(): Promise<LinkRule[]> {
      const rows = await db
        .selectFrom('link_rules')
        .select(['id', 'match', 'value', 'verdict', 'reason', 'source'])
        .where('source', 'is', null)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(ruleOf);
    },
    /** Each imported list and how many rules it holds. */
    async importedLists(): Promise<{ source: string; rules: number }[]> {
      const rows = await db
        .selectFrom('link_rules')
        .select(['source', (eb) => eb.fn.countAll<number | string>().as('rules')])
        .where('source', 'is not', null)
        .groupBy('source')
        .orderBy('source')
        .execute();
      return rows.map((r) => ({ source: r.source ?? '', rules: toNumber(r.rules) }));
    },
    /**
     * What changes when any rule does (a count, the newest id and edit): a second process, or the
     * server after `links:import` ran beside it, reloads its index when this moves.
     */
    async version(): Promise<string> {
      const row = await db
        .selectFrom('link_rules')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.max('id').as('top'),
          eb.fn.max('updated_at').as('edited'),
        ])
        .executeTakeFirst();
      return `${row?.n ?? 0}:${row?.top ?? ''}:${row?.edited ?? ''}`;
    },
    async byId(id: string): Promise<LinkRule | null> {
      const row = await db
        .selectFrom('link_rules')
        .select(['id', 'match', 'value', 'verdict', 'reason', 'source'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? ruleOf(row) : null;
    },
    async create(rule: NewLinkRule, by: string | null, at: number): Promise<LinkRule> {
      const row = await db
        .insertInto('link_rules')
        .values({ ...rule, source: null, created_by: by, created_at: at, updated_at: at })
        .returning(['id', 'match', 'value', 'verdict', 'reason', 'source'])
        .executeTakeFirstOrThrow();
      return ruleOf(row);
    },
    async update(id: string, rule: NewLinkRule, at: number): Promise<LinkRule | null> {
      const row = await db
        .updateTable('link_rules')
        .set({ ...rule, updated_at: at })
        .where('id', '=', id)
        .returning(['id', 'match', 'value', 'verdict', 'reason', 'source'])
        .executeTakeFirst();
      return row ? ruleOf(row) : null;
    },
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('link_rules').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** An imported list replaces the rules it brought last time. Callers run it in a transaction. */
    async replaceList(
      source: string,
      rules: NewLinkRule[],
      at: number,
      chunk = 500,
    ): Promise<void> {
      await db.deleteFrom('link_rules').where('source', '=', source).execute();
      for (let i = 0; i < rules.length; i += chunk) {
        const values = rules
          .slice(i, i + chunk)
          .map((r) => ({ ...r, source, created_by: null, created_at: at, updated_at: at }));
        await db.insertInto('link_rules').values(values).execute();
      }
    },

    async fileAppeal(input: Omit<LinkAppeal, 'id' | 'status' | 'note' | 'decidedAt'>) {
      const row = await db
        .insertInto('link_appeals')
        .values({
          user_id: input.userId,
          url: input.url,
          host: input.host,
          pin_id: input.pinId,
          verdict: input.verdict,
          verdict_reason: input.verdictReason,
          message: input.message,
          status: 'open',
          note: null,
          decided_by: null,
          created_at: input.createdAt,
          decided_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return appealOf(row);
    },
    /** A person's appeals, newest first; `host` narrows them to one site. */
    async appealsOf(userId: string, host: string | null, limit: number): Promise<LinkAppeal[]> {
      let query = db.selectFrom('link_appeals').selectAll().where('user_id', '=', userId);
      if (host !== null) query = query.where('host', '=', host);
      const rows = await query.orderBy('id', 'desc').limit(limit).execute();
      return rows.map(appealOf);
    },
    /** The queue: appeals of one status, oldest first, after `afterId` (keyset). */
    async appealQueue(
      status: AppealStatus,
      afterId: string | null,
      limit: number,
    ): Promise<LinkAppeal[]> {
      let query = db.selectFrom('link_appeals').selectAll().where('status', '=', status);
      if (afterId !== null) query = query.where('id', '>', afterId);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.map(appealOf);
    },
    async appealById(id: string): Promise<LinkAppeal | null> {
      const row = await db
        .selectFrom('link_appeals')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? appealOf(row) : null;
    },
    /** Decides an open appeal; false when it was decided already. */
    async decideAppeal(input: {
      id: string;
      status: 'upheld' | 'lifted';
      note: string | null;
      by: string;
      at: number;
    }): Promise<boolean> {
      const result = await db
        .updateTable('link_appeals')
        .set({ status: input.status, note: input.note, decided_by: input.by, decided_at: input.at })
        .where('id', '=', input.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async recordClickthrough(input: {
      userId: string | null;
      pinId: string | null;
      url: string;
      kind: string;
      at: number;
      clientTrackingParams?: string | undefined;
      auxData?: string | undefined;
      thirdPartyAd?: boolean;
    }): Promise<void> {
      await db
        .insertInto('clickthroughs')
        .values({
          user_id: input.userId,
          pin_id: input.pinId,
          url: input.url,
          kind: input.kind,
          created_at: input.at,
          client_tracking_params: input.clientTrackingParams ?? null,
          aux_data: input.auxData ?? null,
          third_party_ad: input.thirdPartyAd ? 1 : 0,
        })
        .execute();
    },
    /** A pin's clickthroughs, newest first: what the operator and the tests read. */
    async clickthroughs(pinId: string): Promise<Clickthrough[]> {
      const rows = await db
        .selectFrom('clickthroughs')
        .select(['kind', 'url', 'user_id', 'client_tracking_params', 'aux_data', 'third_party_ad'])
        .where('pin_id', '=', pinId)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        url: row.url,
        userId: row.user_id === null ? null : idString(row.user_id),
        clientTrackingParams: row.client_tracking_params,
        auxData: row.aux_data,
        thirdPartyAd: Number(row.third_party_ad) === 1,
      }));
    },
    async clickthroughCount(pinId: string): Promise<number> {
      const row = await db
        .selectFrom('clickthroughs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('pin_id', '=', pinId)
        .executeTakeFirst();
      return toNumber(row?.n);
    },

    async audit(input: {
      operatorId: string;
      action: string;
      target: string;
      detail: unknown;
      at: number;
    }): Promise<void> {
      await db
        .insertInto('operator_actions')
        .values({
          operator_id: input.operatorId,
          action: input.action,
          target: input.target,
          detail: JSON.stringify(input.detail),
          created_at: input.at,
        })
        .execute();
    },
    /** The audit log, newest first, before `beforeId` (keyset). */
    async auditLog(beforeId: string | null, limit: number): Promise<OperatorAction[]> {
      let query = db.selectFrom('operator_actions').selectAll();
      if (beforeId !== null) query = query.where('id', '<', beforeId);
      const rows = await query.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        id: idString(r.id),
        operatorId: optionalId(r.operator_id),
        action: r.action,
        target: r.target,
        detail: r.detail,
        createdAt: toNumber(r.created_at),
      }));
    },
  };
}

export type LinkRulesStore = ReturnType<typeof linkRulesStore>;
