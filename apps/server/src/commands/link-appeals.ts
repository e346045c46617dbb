// "Report a mistake" (issue 14): a person's appeal against a blocked link, and the operator's
// decision. Upholding keeps the link blocked. Lifting makes it open: the operator's own rule
// that blocked it goes; a list's rule or a rule on the URL's shape is overruled by an "allowed"
// rule for the host (and, if something more specific still flags it, for the URL itself).
// Each decision is written with its audit-log entry in one transaction.
import { MODERATION_ERRORS } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid, notFound } from '../http/errors';
import { canViewPin } from '../policy/visibility';
import { idString } from '../storage/row-mapping';
import type { LinkAppeal } from '../storage/link-rules-store';
import { inTransaction } from '../storage/transaction';

async function seesPin(app: AppContext, userId: string, pinId: string): Promise<boolean> {
  const pin = await app.stores.pins.byId(pinId);
  const board = pin ? await app.stores.boards.byId(idString(pin.board_id)) : undefined;
  return !!pin && !!board && (await canViewPin(app.stores, pin, board, userId));
}

export async function fileLinkAppeal(
  app: AppContext,
  userId: string,
  input: { url: string; pinId: string | null; message: string },
): Promise<LinkAppeal> {
  const check = await app.linkChecker.check(input.url);
  const web = check.link?.protocol === 'http:' || check.link?.protocol === 'https:';
  if (!check.link || !web || check.link.host === '') {
    throw invalid(MODERATION_ERRORS.appealNotWebLink);
  }
  if (check.verdict === 'allowed') throw invalid(MODERATION_ERRORS.appealNotBlocked);
  if (input.pinId !== null && !(await seesPin(app, userId, input.pinId)))
    throw notFound('That Pin');
  const host = check.link.host;
  const [open] = (await app.stores.links.appealsOf(userId, host, 5)).filter(
    (a) => a.status === 'open',
  );
  // One open appeal per person and site: asking again answers the one that waits.
  if (open) return open;
  return app.stores.links.fileAppeal({
    userId,
    url: check.link.href,
    host,
    pinId: input.pinId,
    verdict: check.verdict,
    verdictReason: check.reason,
    message: input.message,
    createdAt: app.now(),
  });
}

export async function decideLinkAppeal(
  app: AppContext,
  operatorId: string,
  input: { id: string; decision: 'uphold' | 'lift'; note: string | null },
): Promise<LinkAppeal> {
  const appeal = await app.stores.links.appealById(input.id);
  if (!appeal) throw new AppError('not_found', MODERATION_ERRORS.appealNotFound);
  if (appeal.status !== 'open') throw new AppError('conflict', MODERATION_ERRORS.appealDecided);
  const check = await app.linkChecker.check(appeal.url);
  const status = input.decision === 'uphold' ? 'upheld' : 'lifted';
  await inTransaction(app.storage, async (stores) => {
    const at = app.now();
    const decided = await stores.links.decideAppeal({
      id: appeal.id,
      status,
      note: input.note,
      by: operatorId,
      at,
    });
    if (!decided) throw new AppError('conflict', MODERATION_ERRORS.appealDecided);
    const changed: unknown[] = [];
    if (status === 'lifted' && check.verdict !== 'allowed') {
      const rule = check.rule;
      // The operator's own rule for exactly this site or address goes; a wider one stays.
      const own =
        rule !== null &&
        rule.source === null &&
        (rule.match === 'prefix' || rule.value === appeal.host);
      if (own) {
        await stores.links.remove(rule.id);
        changed.push({ removed: rule });
      } else {
        const rule = {
          match: 'domain',
          value: appeal.host,
          verdict: 'allowed',
          reason: '',
        } as const;
        changed.push({ added: await stores.links.create(rule, operatorId, at) });
      }
    }
    await stores.links.audit({
      operatorId,
      action: `appeal.${input.decision}`,
      target: `appeal:${appeal.id}`,
      detail: { url: appeal.url, note: input.note, rules: changed },
      at,
    });
  });
  if (status === 'lifted' && (await app.linkChecker.check(appeal.url)).verdict !== 'allowed') {
    // Something more specific than the host still flags it: allow the URL itself.
    await inTransaction(app.storage, async (stores) => {
      const at = app.now();
      const rule = { match: 'prefix', value: appeal.url, verdict: 'allowed', reason: '' } as const;
      const added = await stores.links.create(rule, operatorId, at);
      await stores.links.audit({
        operatorId,
        action: 'link_rule.create',
        target: `link_rule:${added.id}`,
        detail: { ...rule, appeal: appeal.id },
        at,
      });
    });
  }
  return (await app.stores.links.appealById(appeal.id)) ?? appeal;
}
