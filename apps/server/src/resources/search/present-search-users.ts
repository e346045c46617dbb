// People in search results and the typeahead, batched: summaries with the first name, the
// follower count and whether the viewer follows them (two queries for the whole page).
import type { SearchUser } from '@corkboard/contracts';
import type { RequestContext } from '../../app/context';
import { presentUserSummary } from '../../present/users';
import { idString } from '../../storage/row-mapping';
import type { UserRow } from '../../storage/users-store';

export async function presentSearchUsers(
  ctx: RequestContext,
  users: UserRow[],
): Promise<SearchUser[]> {
  const ids = users.map((u) => idString(u.id));
  const [followers, followed] = await Promise.all([
    ctx.app.stores.search.followerCounts(ids),
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
