// The wire shapes of the appeal, the operator console's queues and the audit log (issue 14).
import type { LinkAppeal as LinkAppealWire, LinkRuleWire } from '@corkboard/contracts';
import type { LinkRule, LinkVerdict } from '@corkboard/domain';
import type { LinkAppeal, OperatorAction } from '../storage/link-rules-store';
import { fromJson, isoTime } from '../storage/row-mapping';
import type { UserRow } from '../storage/users-store';

export function presentAppeal(a: LinkAppeal): LinkAppealWire {
  return {
    id: a.id,
    url: a.url,
    host: a.host,
    status: a.status,
    message: a.message,
    note: a.note,
    created_at: isoTime(a.createdAt),
    decided_at: a.decidedAt === null ? null : isoTime(a.decidedAt),
  };
}

export function presentAppealReview(
  a: LinkAppeal,
  requester: UserRow | undefined,
  current: LinkVerdict,
) {
  return {
    ...presentAppeal(a),
    requester: requester ? { id: String(requester.id), username: requester.username } : null,
    pin_id: a.pinId,
    verdict: a.verdict,
    verdict_reason: a.verdictReason,
    current_verdict: current,
  };
}

export const presentRule = (r: LinkRule): LinkRuleWire => ({ ...r });

export function presentAction(a: OperatorAction, operator: UserRow | undefined) {
  return {
    id: a.id,
    operator: operator ? { id: String(operator.id), username: operator.username } : null,
    action: a.action,
    target: a.target,
    detail: fromJson<Record<string, unknown>>(a.detail) ?? {},
    created_at: isoTime(a.createdAt),
  };
}
