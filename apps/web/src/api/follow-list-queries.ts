// A profile's followers and following lists (issue 16), page by page, under the key the server
// prefetches.
import type { SearchUser } from '@corkboard/contracts';
import { feedQuery } from './queries';

export type FollowList = 'followers' | 'following';

export const followListQuery = (username: string, list: FollowList) =>
  list === 'followers'
    ? feedQuery<'UserFollowersResource', SearchUser>('UserFollowersResource', { username })
    : feedQuery<'UserFollowingResource', SearchUser>('UserFollowingResource', { username });
