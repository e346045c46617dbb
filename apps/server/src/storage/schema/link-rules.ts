import type { Generated } from 'kysely';

/** The link block list (issue 14): a domain or URL prefix rule, the operator's or imported. */
export interface LinkRulesTable {
  id: Generated<number | string>;
  /** 'domain' | 'prefix' */
  match: string;
  value: string;
  /** A RedirectStatus. */
  verdict: string;
  reason: string;
  /** null: the operator's own rule; else the imported list's name. */
  source: string | null;
  created_by: number | string | null;
  created_at: number | string;
  updated_at: number | string;
}

/** "Report a mistake": a person's appeal against a blocked link. */
export interface LinkAppealsTable {
  id: Generated<number | string>;
  user_id: number | string;
  url: string;
  host: string;
  pin_id: number | string | null;
  /** The verdict and reason the person saw. */
  verdict: string;
  verdict_reason: string;
  /** What the person wrote. */
  message: string;
  /** 'open' | 'upheld' | 'lifted' */
  status: string;
  /** The operator's note with the decision. */
  note: string | null;
  decided_by: number | string | null;
  created_at: number | string;
  decided_at: number | string | null;
}

/** A clickthrough the client reported (spec 000 §7: the right-click clickthrough). */
export interface ClickthroughsTable {
  id: Generated<number | string>;
  user_id: number | string | null;
  pin_id: number | string | null;
  url: string;
  /** 'rightClick' or 'collectionChip' (the check's), 'click' or 'direct' (/offsite/'s). */
  kind: string;
  created_at: number | string;
  client_tracking_params: string | null;
  /** The aux_data JSON string the client sent. */
  aux_data: string | null;
  third_party_ad: Generated<number>;
}

/** The audit log: every operator action. */
export interface OperatorActionsTable {
  id: Generated<number | string>;
  operator_id: number | string | null;
  /** e.g. 'link_rule.create', 'appeal.lift'. */
  action: string;
  /** What it acted on, e.g. 'link_rule:12'. */
  target: string;
  /** JSON of what changed. */
  detail: string;
  created_at: number | string;
}
