// Row filters of the discovery feeds (home feed sources, related pins, topic pages), each a
// correlated point lookup on a primary key or a leading index prefix, so a candidate costs
// the same whatever the size of the viewer's follows, hides or saves. The block filter is
// block-filter.ts's. Every expression reads the pin row under the alias `pins`.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DiscoverySurface } from '@corkboard/domain';
import { pinNotBlockedFor } from './block-filter';
import type { Database } from './schema/database';

export type PinsEb = ExpressionBuilder<Database, 'pins'>;

/**
 * Queries that join other tables to `pins` have a wider builder; every filter here only names
 * `pins` and its own subquery aliases, so reading it as the pins-only builder is sound.
 */
export function asPins(eb: unknown): PinsEb {
  return eb as PinsEb;
}

/** The literal, not a parameter, so both planners match the partial indexes of 0005. */
export const PUBLIC = sql.lit('public');

/** An original on a public board: what discovery surfaces show to anyone. */
export function publicOriginal(eb: PinsEb): Expression<SqlBool> {
  return eb.and([eb('pins.board_privacy', '=', PUBLIC), eb('pins.origin_pin_id', 'is', null)]);
}

/** Videos pages show video pins; shopping pages products; the others everything. */
export function surfaceFilter(eb: PinsEb, surface: DiscoverySurface): Expression<SqlBool> {
  if (surface === 'videos') return eb('pins.is_video', '=', 1);
  if (surface === 'shopping') {
    return eb.or([eb('pins.is_shoppable', '=', 1), eb('pins.is_eligible_for_pdp', '=', 1)]);
  }
  return sql<SqlBool>`1 = 1`;
}

/** The viewer hid neither this pin nor its original (pin_hides is keyed by the root). */
export function notHiddenBy(eb: PinsEb, viewerId: string, original: boolean): Expression<SqlBool> {
  const root = original
    ? eb.ref('pins.id')
    : eb.fn.coalesce(eb.ref('pins.origin_pin_id'), eb.ref('pins.id'));
  return eb.not(
    eb.exists(
      eb
        .selectFrom('pin_hides as h')
        .select('h.created_at')
        .where('h.user_id', '=', viewerId)
        .where('h.pin_id', '=', root),
    ),
  );
}

/** What every signed-in discovery feed leaves out: own pins, hidden pins, blocks. */
export function viewerMaySee(eb: PinsEb, viewerId: string, original: boolean): Expression<SqlBool> {
  return eb.and([
    eb('pins.pinner_id', '!=', viewerId),
    notHiddenBy(eb, viewerId, original),
    pinNotBlockedFor(eb, viewerId),
  ]);
}

/** The viewer does not follow the pin's pinner (user_follows primary key). */
export function notByFollowee(eb: PinsEb, viewerId: string): Expression<SqlBool> {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('user_follows as uf')
        .select('uf.created_at')
        .where('uf.follower_id', '=', viewerId)
        .whereRef('uf.followee_id', '=', 'pins.pinner_id'),
    ),
  );
}

/** The viewer does not follow the pin's board (board_follows primary key). */
export function notOnFollowedBoard(eb: PinsEb, viewerId: string): Expression<SqlBool> {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('board_follows as bf')
        .select('bf.created_at')
        .where('bf.user_id', '=', viewerId)
        .whereRef('bf.board_id', '=', 'pins.board_id'),
    ),
  );
}

/** The original is about none of the viewer's followed interests. */
export function noFollowedInterest(eb: PinsEb, viewerId: string): Expression<SqlBool> {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('pin_interests as fpi')
        .innerJoin('interest_follows as f', (j) =>
          j.onRef('f.interest_id', '=', 'fpi.interest_id').on('f.user_id', '=', viewerId),
        )
        .select('fpi.interest_id')
        .whereRef('fpi.pin_id', '=', 'pins.id'),
    ),
  );
}

/** The original is about none of these interests. */
export function noInterestIn(eb: PinsEb, interestIds: string[]): Expression<SqlBool> {
  if (interestIds.length === 0) return sql<SqlBool>`1 = 1`;
  return eb.not(
    eb.exists(
      eb
        .selectFrom('pin_interests as xpi')
        .select('xpi.interest_id')
        .whereRef('xpi.pin_id', '=', 'pins.id')
        .where('xpi.interest_id', 'in', interestIds),
    ),
  );
}

/** The viewer has not saved this original yet (pins_pinner_origin). */
export function notSavedBy(eb: PinsEb, viewerId: string): Expression<SqlBool> {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('pins as mine')
        .select('mine.id')
        .where('mine.pinner_id', '=', viewerId)
        .whereRef('mine.origin_pin_id', '=', 'pins.id'),
    ),
  );
}

/** Someone saved this original to a public board (pins_origin_privacy). */
export function hasPublicSave(eb: PinsEb): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('pins as ps')
      .select('ps.id')
      .whereRef('ps.origin_pin_id', '=', 'pins.id')
      .where('ps.board_privacy', '=', PUBLIC),
  );
}
