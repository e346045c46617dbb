// Blocking (spec 002 §1, §4, §7, reqs 002-1.02, 002-4.03, 002-4.04, 002-7.12, 002-7.13: people
// manage blocks, applied optimistically; what a block does is ours): a blocked user cannot see
// the blocker's boards or pins through any path (feeds, search, profile, repins), follow,
// invite or collaborate; existing collaborations end.
//
// Decisions (docs/ARCHITECTURE.md, "Blocking"):
// - Symmetric for content: a block in either direction hides each one's boards and pins from
//   the other, on every path, as `not_found` (the blocker does not keep seeing the content of
//   someone they chose to block, and the blocked user learns nothing from a different error).
// - A pin is hidden when a block stands between the viewer and any of its parties: the pinner,
//   the board's owner, and the pinner of the original it saves (a third party's repin of the
//   blocker's pin is hidden too).
// - The profile (UserResource get) of a user the viewer blocked is still answered, with
//   `blocked_by_me: true`, so the client can offer "Unblock"; their boards and pins are not.
//   A user who blocked the viewer is `not_found` to them everywhere.
// - Acting across a block (follow, invite, collaborate): `forbidden` when the viewer is the
//   blocker (they know, and must unblock first), `not_found` when the other user blocked the
//   viewer (nothing of theirs exists for the viewer).
import { idString } from '../storage/row-mapping';
import type { BlockEdge } from '../storage/blocks-store';
import type { Stores } from '../storage/stores';

export type BlockRelation = 'none' | 'blocked_by_me' | 'blocked_by_them' | 'mutual';

/** How the viewer and another user stand, from the blocks between them. */
export function blockRelation(
  viewerId: string | null,
  otherId: string,
  edges: readonly BlockEdge[],
): BlockRelation {
  if (viewerId === null || viewerId === otherId) return 'none';
  const byMe = edges.some((e) => e.blocker_id === viewerId && e.blocked_id === otherId);
  const byThem = edges.some((e) => e.blocker_id === otherId && e.blocked_id === viewerId);
  if (byMe && byThem) return 'mutual';
  if (byMe) return 'blocked_by_me';
  return byThem ? 'blocked_by_them' : 'none';
}

/** The users a block separates from the viewer, among the given edges. */
export function blockedWith(viewerId: string | null, edges: readonly BlockEdge[]): Set<string> {
  const out = new Set<string>();
  if (viewerId === null) return out;
  for (const e of edges) {
    if (e.blocker_id === viewerId) out.add(e.blocked_id);
    else if (e.blocked_id === viewerId) out.add(e.blocker_id);
  }
  return out;
}

/** Content (boards, pins, lists of them) of a user is shown only with no block either way. */
export function hidesContent(relation: BlockRelation): boolean {
  return relation !== 'none';
}

/** What `UserResource get` answers for another user's profile. */
export function profileAccess(relation: BlockRelation): 'visible' | 'blocked_by_me' | 'not_found' {
  if (relation === 'none') return 'visible';
  return relation === 'blocked_by_me' ? 'blocked_by_me' : 'not_found';
}

/** The error for following, inviting or collaborating across a block, or null if allowed. */
export function socialActionDenial(relation: BlockRelation): 'forbidden' | 'not_found' | null {
  if (relation === 'none') return null;
  return relation === 'blocked_by_me' ? 'forbidden' : 'not_found';
}

/** A pin is hidden when a block separates the viewer from any of its parties. */
export function pinHiddenByBlocks(
  parties: readonly (string | null)[],
  separated: ReadonlySet<string>,
): boolean {
  return parties.some((id) => id !== null && separated.has(id));
}

/** Loads the blocks between the viewer and one user and states their relation. */
export async function relationTo(
  stores: Stores,
  viewerId: string | null,
  otherId: number | string,
): Promise<BlockRelation> {
  const other = idString(otherId);
  if (viewerId === null || viewerId === other) return 'none';
  return blockRelation(viewerId, other, await stores.blocks.between(viewerId, [other]));
}

/** The users among `userIds` a block separates from the viewer (one query). */
export async function separatedFrom(
  stores: Stores,
  viewerId: string | null,
  userIds: (number | string | null)[],
): Promise<Set<string>> {
  if (viewerId === null) return new Set();
  const ids = userIds.filter((id): id is number | string => id !== null).map(idString);
  return blockedWith(viewerId, await stores.blocks.between(viewerId, ids));
}

/**
 * The viewer whose blocks counts leave out (follower, following, board, pin and collaborator
 * counts), or null when there is nothing to leave out: signed out, or a viewer in no block
 * at all, whose counts stay plain counts (the fast path).
 */
export async function countsViewer(
  stores: Stores,
  viewerId: string | null,
): Promise<string | null> {
  if (viewerId === null) return null;
  return (await stores.blocks.involves(viewerId)) ? viewerId : null;
}
