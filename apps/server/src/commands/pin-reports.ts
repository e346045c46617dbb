// The report queue's decisions (issue 14), each in one transaction with its audit-log entry:
// remove the pin (the reported original and every save of it, so it leaves every grid), dismiss
// the reports, or suspend the pinner's account (it cannot sign in, and its content leaves every
// surface: storage/moderation-store.ts `suspend`, present/pins.ts). Each closes the pin's open
// reports.
import { MODERATION_ERRORS, mostCommonReason, outcomeOfDecision } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError } from '../http/errors';
import { idString } from '../storage/row-mapping';
import { inTransaction } from '../storage/transaction';

export type ReportAction = 'remove_pin' | 'dismiss' | 'suspend_account';

export async function decidePinReport(
  app: AppContext,
  operatorId: string,
  input: { pinId: string; action: ReportAction; note: string | null },
): Promise<{ pin_id: string; action: ReportAction; reports_closed: number }> {
  return inTransaction(app.storage, async (stores) => {
    const at = app.now();
    const pin = await stores.pins.byId(input.pinId);
    // Read before the reports close: the violation is recorded with the reason most gave.
    const reasons = await stores.moderation.reportReasons([input.pinId]);
    const closed = await stores.moderation.closeReports(input.pinId, at);
    if (closed === 0) throw new AppError('not_found', MODERATION_ERRORS.reportNotFound);
    await stores.reportReceipts.close('pin', input.pinId, outcomeOfDecision(input.action), at);
    const reason = mostCommonReason(reasons.get(input.pinId) ?? {});
    const detail: Record<string, unknown> = { note: input.note, reports: closed };
    if (input.action === 'remove_pin' && pin) {
      const saves = await stores.moderation.savesOf(input.pinId);
      await stores.pinWrites.delete([input.pinId, ...saves]);
      detail.removed = { pin: input.pinId, saves: saves.length, title: pin.title };
    }
    if (input.action === 'suspend_account' && pin) {
      const userId = idString(pin.pinner_id);
      detail.suspended = { user: userId, boards: await stores.moderation.suspend(userId, at) };
    }
    // The pinner's record (/reports-and-violations/), keyed by them: the pin row may be gone.
    // The operator's note stays in the audit log: it is written for the operators.
    if (pin && input.action !== 'dismiss') {
      await stores.reportReceipts.recordViolation({
        ownerId: idString(pin.pinner_id),
        kind: input.action === 'remove_pin' ? 'pin' : 'account',
        subjectId: input.action === 'remove_pin' ? input.pinId : idString(pin.pinner_id),
        excerpt: pin.title,
        reason,
        at,
      });
    }
    await stores.links.audit({
      operatorId,
      action: `report.${input.action}`,
      target: `pin:${input.pinId}`,
      detail,
      at,
    });
    return { pin_id: input.pinId, action: input.action, reports_closed: closed };
  });
}
