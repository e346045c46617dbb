// Another user's profile as the viewer sees it: counts, whether the viewer follows them, and
// (for a signed-in viewer) whether the viewer blocked them.
import type { User } from '@corkboard/contracts';
import type { RequestContext } from '../../app/context';
import { countsViewer, type BlockRelation } from '../../policy/blocks';
import { presentUser } from '../../present/users';
import { idString } from '../../storage/row-mapping';
import type { UserRow } from '../../storage/users-store';

export async function presentProfile(
  ctx: RequestContext,
  user: UserRow,
  relation: BlockRelation,
): Promise<User> {
  const { users } = ctx.app.stores;
  const userId = idString(user.id);
  const [counts, follows] = await Promise.all([
    countsViewer(ctx.app.stores, ctx.viewerId).then((apart) =>
      users.counts(userId, ctx.viewerId, apart),
    ),
    ctx.viewerId ? users.follows(ctx.viewerId, [userId]) : Promise.resolve(new Set<string>()),
  ]);
  const out = presentUser(user, counts, follows.has(userId));
  if (ctx.viewerId && ctx.viewerId !== userId) {
    out.blocked_by_me = relation === 'blocked_by_me' || relation === 'mutual';
  }
  return out;
}
