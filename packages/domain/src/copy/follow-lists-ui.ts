// The followers and following pages' texts (issue 16; /{username}/followers/ and
// /{username}/following/), alone in their module: only that page's chunk reads them.
export const FOLLOW_LISTS = {
  followers: 'Followers',
  following: 'Following',
  tabs: 'Followers and following',
  noFollowers: 'No followers yet.',
  noFollowing: 'Not following anyone yet.',
} as const;

export function followersTitle(name: string): string {
  return `${name}’s followers`;
}

export function followingTitle(name: string): string {
  return `People ${name} follows`;
}
