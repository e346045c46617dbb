// Who may do what on a board page (spec 002 §6 roles; API.md §3 answers `forbidden` for the
// rest), and the optimistic updates of spec 002 §4: "Board follow, user follow and user block
// are applied optimistically. A failed block or unblock is reverted." "Collaborator removal:
// applied optimistically, re-added if the call fails." "Board invite denied: applied
// optimistically, then the invite is deleted."
import { QUICK_SAVES_LAYOUT } from '../limits';

export type BoardRole = 'owner' | 'collaborator' | 'viewer' | 'signedOut';

export interface BoardRoleInput {
  owner: { id: string };
  collaborated_by_me?: boolean;
  layout?: string | null;
}

export function boardRole(board: BoardRoleInput, viewerId: string | null): BoardRole {
  if (viewerId === null) return 'signedOut';
  if (board.owner.id === viewerId) return 'owner';
  return board.collaborated_by_me ? 'collaborator' : 'viewer';
}

export interface BoardAbilities {
  /** Name, description and privacy: the owner only (hidden for collaborators). */
  edit: boolean;
  /** The owner only, never the quick-saves board. */
  delete: boolean;
  /** Sections, moving pins between them, bulk delete: owner and collaborators. */
  organize: boolean;
  /** See, invite and remove collaborators (removal: the owner; the server decides the rest). */
  collaborators: boolean;
  /** The follow button: anyone but the owner and collaborators (signed out: gated). */
  follow: boolean;
}

export function boardAbilities(board: BoardRoleInput, viewerId: string | null): BoardAbilities {
  const role = boardRole(board, viewerId);
  const member = role === 'owner' || role === 'collaborator';
  const quickSaves = board.layout === QUICK_SAVES_LAYOUT;
  return {
    edit: role === 'owner' && !quickSaves,
    delete: role === 'owner' && !quickSaves,
    organize: member,
    collaborators: member && !quickSaves,
    follow: !member,
  };
}

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
