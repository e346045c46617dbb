// Every write of saving and board management needs a signed-in viewer (docs/API.md §1
// `unauthorized`), asked before anything is looked up, so a signed-out caller learns nothing.
import type { RequestContext } from '../app/context';
import type { Actor } from '../commands/enforce';
import { unauthorized } from '../http/errors';

export function requireActor(ctx: RequestContext): Actor {
  if (!ctx.viewer || !ctx.viewerId) throw unauthorized();
  return { id: ctx.viewerId, username: ctx.viewer.username };
}
