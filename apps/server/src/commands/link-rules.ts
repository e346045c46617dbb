// The operator's link rules (issue 14): add, edit and remove, each in one transaction with its
// audit-log entry. A value is refused with `invalid_parameters` unless it is a domain (an IDN is
// kept in its punycode form, as hosts are matched) or an http(s) URL prefix. Rules of an
// imported list change only by importing the list again.
import { asDomain, MODERATION_ERRORS, prefixParts, type LinkRule } from '@corkboard/domain';
import type { AppContext } from '../app/context';
import { AppError, invalid } from '../http/errors';
import type { NewLinkRule } from '../storage/link-rules-store';
import { inTransaction } from '../storage/transaction';

function asciiDomain(value: string): string | null {
  try {
    return asDomain(new URL(`http://${value.trim()}`).hostname);
  } catch {
    return null;
  }
}

/** The rule as stored: its value normalised, or `invalid_parameters`. */
export function checkedRule(rule: NewLinkRule): NewLinkRule {
  if (rule.match === 'domain') {
    const value = asciiDomain(rule.value);
    if (!value) throw invalid(MODERATION_ERRORS.ruleDomain);
    return { ...rule, value };
  }
  if (!prefixParts(rule.value)) throw invalid(MODERATION_ERRORS.rulePrefix);
  return { ...rule, value: new URL(rule.value.trim()).href };
}

const ruleNotFound = () => new AppError('not_found', MODERATION_ERRORS.ruleNotFound);

export function createLinkRule(app: AppContext, operatorId: string, input: NewLinkRule) {
  const rule = checkedRule(input);
  return inTransaction(app.storage, async (stores) => {
    const at = app.now();
    const created = await stores.links.create(rule, operatorId, at);
    await stores.links.audit({
      operatorId,
      action: 'link_rule.create',
      target: `link_rule:${created.id}`,
      detail: rule,
      at,
    });
    return created;
  });
}

async function ownRule(stores: AppContext['stores'], id: string): Promise<LinkRule> {
  const held = await stores.links.byId(id);
  if (!held) throw ruleNotFound();
  if (held.source !== null) throw invalid(MODERATION_ERRORS.ruleImported);
  return held;
}

export function updateLinkRule(
  app: AppContext,
  operatorId: string,
  id: string,
  input: NewLinkRule,
) {
  const rule = checkedRule(input);
  return inTransaction(app.storage, async (stores) => {
    const before = await ownRule(stores, id);
    const at = app.now();
    const updated = await stores.links.update(id, rule, at);
    if (!updated) throw ruleNotFound();
    await stores.links.audit({
      operatorId,
      action: 'link_rule.update',
      target: `link_rule:${id}`,
      detail: { before, after: rule },
      at,
    });
    return updated;
  });
}

export function deleteLinkRule(app: AppContext, operatorId: string, id: string) {
  return inTransaction(app.storage, async (stores) => {
    const before = await ownRule(stores, id);
    await stores.links.remove(id);
    await stores.links.audit({
      operatorId,
      action: 'link_rule.delete',
      target: `link_rule:${id}`,
      detail: before,
      at: app.now(),
    });
  });
}
