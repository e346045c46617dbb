// Actions that need a session: the viewer's id, or `unauthorized` (docs/API.md §1).
import type { RequestContext } from '../app/context';
import { unauthorized } from '../http/errors';

export function signedInViewer(ctx: RequestContext): string {
  if (!ctx.viewerId) throw unauthorized();
  return ctx.viewerId;
}
