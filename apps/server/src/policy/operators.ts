// The operator role (issue 14): the accounts OPERATORS names (and the demo's operator in demo
// mode). Every operator resource and page answers `not_found` to anyone else, signed in or not,
// so nobody learns the console is there.
import type { RequestContext } from '../app/context';
import { notFound } from '../http/errors';

export function isOperator(ctx: Pick<RequestContext, 'app' | 'viewer'>): boolean {
  const username = ctx.viewer?.username.toLowerCase();
  return username !== undefined && ctx.app.config.operators.includes(username);
}

/** The operator's id, or `not_found` as if the resource did not exist. */
export function operatorViewer(ctx: RequestContext): string {
  if (!ctx.viewerId || !isOperator(ctx)) throw notFound('That page');
  return ctx.viewerId;
}

/**
 * The operator resources: to anyone else they answer exactly as a resource that does not exist
 * (run-resource.ts checks before the options are read, so not even a refusal of bad options
 * tells they are there).
 */
export const OPERATOR_RESOURCES: ReadonlySet<string> = new Set([
  'LinkRuleResource',
  'LinkVerdictResource',
  'LinkAppealQueueResource',
  'PinReportQueueResource',
  'CommentReportQueueResource',
  'OperatorAuditResource',
  'ClientEventCountsResource',
  'ExperienceAdminResource',
  'MailOutboxResource',
  'ExperienceStatsResource',
]);
