// The block filter of feed queries (policy/blocks.ts states the rule): a pin row is left out
// for a viewer when a block stands, in either direction, between the viewer and the pin's
// pinner, its board's owner, or the pinner of the original it saves (so a third party's
// repin of a blocker's pin is hidden too).
//
// Written as six correlated NOT EXISTS, each a point lookup on the user_blocks primary key
// (blocker_id, blocked_id) with both columns known; the owner and origin pinner are found
// first by primary key (boards.id, pins.id). A feed page costs the same whatever the size of anyone's block
// list, and the planner keeps walking the feed's own index (apps/server/test/api/
// query-plans.test.ts). Signed-out feeds have no viewer and get no filter at all.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema/database';

/** Which end of the block the viewer is on: blocked by the other user, or their blocker. */
type ViewerEnd = 'blocked' | 'blocker';

const columns = (end: ViewerEnd) =>
  end === 'blocked'
    ? ({ other: 'ub.blocker_id', viewer: 'ub.blocked_id' } as const)
    : ({ other: 'ub.blocked_id', viewer: 'ub.blocker_id' } as const);

export function pinNotBlockedFor(
  eb: ExpressionBuilder<Database, 'pins'>,
  viewerId: string,
): Expression<SqlBool> {
  // Each party is one point lookup (a scalar subquery on a primary key), never a join the
  // planner could turn into a scan of boards or pins.
  const parties = [
    eb.ref('pins.pinner_id'),
    eb.selectFrom('boards as bo').select('bo.owner_id').whereRef('bo.id', '=', 'pins.board_id'),
    eb.selectFrom('pins as o').select('o.pinner_id').whereRef('o.id', '=', 'pins.origin_pin_id'),
  ];
  return eb.and(
    (['blocked', 'blocker'] as const).flatMap((end) => {
      const c = columns(end);
      return parties.map((party) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_blocks as ub')
              .select('ub.created_at')
              .where(c.other, '=', party)
              .where(c.viewer, '=', viewerId),
          ),
        ),
      );
    }),
  );
}

/**
 * No block, in either direction, between the viewer and the user in `userColumn`: two point
 * lookups on the user_blocks primary key. Counts use it only for a viewer who stands in some
 * block (policy/blocks.ts countsViewer), so everyone else's counts stay plain counts.
 */
export const userNotBlockedWith = (userColumn: string, viewerId: string) =>
  sql<SqlBool>`(NOT EXISTS (SELECT 1 FROM user_blocks ub
      WHERE ub.blocker_id = ${sql.ref(userColumn)} AND ub.blocked_id = ${viewerId})
    AND NOT EXISTS (SELECT 1 FROM user_blocks ub
      WHERE ub.blocker_id = ${viewerId} AND ub.blocked_id = ${sql.ref(userColumn)}))`;

/**
 * The user in `userColumn` may be shown to the viewer (null: signed out) as the author of
 * something (a comment, a piece of news): their account is not suspended (issue 14: gone from
 * every surface) and, for a viewer, no block stands between them either way.
 */
export function shownAuthor(userColumn: string, viewerId: string | null) {
  const active = sql<SqlBool>`NOT EXISTS (SELECT 1 FROM users u
    WHERE u.id = ${sql.ref(userColumn)} AND u.suspended_at IS NOT NULL)`;
  if (viewerId === null) return active;
  return sql<SqlBool>`(${active} AND ${userNotBlockedWith(userColumn, viewerId)})`;
}
