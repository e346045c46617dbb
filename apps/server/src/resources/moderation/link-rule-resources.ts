// The link block list in the operator console (issue 14): `LinkRuleResource` (the operator's
// own rules and the imported lists; add, edit, remove) and `LinkVerdictResource` (test a URL:
// its verdict and the rule behind it). Operators only (policy/operators.ts).
import { resourceSchemas } from '@corkboard/contracts';
import { createLinkRule, deleteLinkRule, updateLinkRule } from '../../commands/link-rules';
import { operatorViewer } from '../../policy/operators';
import { presentRule } from '../../present/moderation';
import { action } from '../define';

export const LinkRuleResource = {
  get: action(resourceSchemas.LinkRuleResource.get, async (ctx) => {
    operatorViewer(ctx);
    const { links } = ctx.app.stores;
    const [rules, lists] = await Promise.all([links.operatorRules(), links.importedLists()]);
    return { data: { rules: rules.map(presentRule), lists } };
  }),
  create: action(resourceSchemas.LinkRuleResource.create, async (ctx, options) => {
    const operatorId = operatorViewer(ctx);
    const { match, value, verdict, reason } = options;
    const rule = await createLinkRule(ctx.app, operatorId, {
      match,
      value,
      verdict,
      reason: reason ?? '',
    });
    return { data: presentRule(rule) };
  }),
  update: action(resourceSchemas.LinkRuleResource.update, async (ctx, options) => {
    const operatorId = operatorViewer(ctx);
    const { id, match, value, verdict, reason } = options;
    const rule = await updateLinkRule(ctx.app, operatorId, id, {
      match,
      value,
      verdict,
      reason: reason ?? '',
    });
    return { data: presentRule(rule) };
  }),
  delete: action(resourceSchemas.LinkRuleResource.delete, async (ctx, options) => {
    await deleteLinkRule(ctx.app, operatorViewer(ctx), options.id);
    return { data: null };
  }),
};

export const LinkVerdictResource = {
  get: action(resourceSchemas.LinkVerdictResource.get, async (ctx, options) => {
    operatorViewer(ctx);
    const check = await ctx.app.linkChecker.check(options.url);
    return {
      data: {
        url: check.link?.href ?? options.url,
        host: check.link?.host || null,
        redirect_status: check.verdict,
        message: check.reason,
        rule: check.rule ? presentRule(check.rule) : null,
      },
    };
  }),
};
