// People in search results and the typeahead, batched: summaries with the first name, the
// follower count (without people in a block with the viewer) and whether the viewer follows
// them (three queries for the whole page).
import type { SearchUser } from '@corkboard/contracts';
import type { RequestContext } from '../../app/context';
import { countsViewer } from '../../policy/blocks';
import { presentUserSummary } from '../../present/users';
import { idString } from '../../storage/row-mapping';
import type { UserRow } from '../../storage/users-store';

export async function presentSearchUsers(
  ctx: RequestContext,
  users: UserRow[],
): Promise<SearchUser[]> {
  const ids = users.map((u) => idString(u.id));
  const [followers, followed] = await Promise.all([
    countsViewer(ctx.app.stores, ctx.viewerId).then((apart) =>
      ctx.app.stores.users.followerCounts(ids, apart),
    ),
    ctx.viewerId
      ? ctx.app.stores.users.follows(ctx.viewerId, ids)
      : Promise.resolve(new Set<string>()),
  ]);
  return users.map((u) => {
    const id = idString(u.id);
    return {
      ...presentUserSummary(u),
      first_name: u.first_name,
      follower_count: followers.get(id) ?? 0,
      explicitly_followed_by_me: followed.has(id),
    };
  });
}
