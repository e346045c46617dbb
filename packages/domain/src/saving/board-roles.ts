// The optimistic updates of the board and profile pages, spec 002 §4, reqs 002-4.03 to 002-4.06
// (who may do what on a board is board-access.ts): "Board follow, user follow and user block are
// applied optimistically. A failed block or unblock is reverted." "Collaborator removal:
// applied optimistically, re-added if the call fails." "Board invite denied: applied
// optimistically, then the invite is deleted."

/** A board after a follow or unfollow, as the server will answer it. */
export function withBoardFollow<T extends { followed_by_me: boolean; follower_count: number }>(
  board: T,
  follow: boolean,
): T {
  if (board.followed_by_me === follow) return board;
  const follower_count = Math.max(0, board.follower_count + (follow ? 1 : -1));
  return { ...board, followed_by_me: follow, follower_count };
}

/** A user after a follow or unfollow. */
export function withUserFollow<
  T extends { explicitly_followed_by_me: boolean; follower_count: number },
>(user: T, follow: boolean): T {
  if (user.explicitly_followed_by_me === follow) return user;
  const follower_count = Math.max(0, user.follower_count + (follow ? 1 : -1));
  return { ...user, explicitly_followed_by_me: follow, follower_count };
}

/** A user after a block (a block also ends the viewer's follow) or an unblock. */
export function withUserBlock<
  T extends { blocked_by_me?: boolean; explicitly_followed_by_me: boolean; follower_count: number },
>(user: T, block: boolean): T {
  const next = { ...user, blocked_by_me: block };
  return block ? withUserFollow(next, false) : next;
}

/** Optimistic removal from a list: the list without the item, and how to put it back. */
export function removeOptimistically<T>(
  list: readonly T[],
  matches: (item: T) => boolean,
): { next: T[]; restore: (current: readonly T[]) => T[] } {
  const index = list.findIndex(matches);
  const item = index === -1 ? undefined : list[index];
  return {
    next: list.filter((entry) => !matches(entry)),
    restore(current) {
      if (item === undefined || current.some(matches)) return [...current];
      const out = [...current];
      out.splice(Math.min(index, out.length), 0, item);
      return out;
    },
  };
}
