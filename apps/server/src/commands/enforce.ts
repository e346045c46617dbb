// Turns a permission decision (the domain's board-access rule) into the API error it stands for.
import type { Decision } from '@corkboard/domain';
import { AppError, forbidden, unauthorized } from '../http/errors';

export function enforce(decision: Decision, messages: { notFound: string; forbidden: string }) {
  if (decision === 'ok') return;
  if (decision === 'unauthorized') throw unauthorized();
  if (decision === 'not_found') throw new AppError('not_found', messages.notFound);
  throw forbidden(messages.forbidden);
}

/** The signed-in user a command acts for. */
export interface Actor {
  id: string;
  username: string;
}
