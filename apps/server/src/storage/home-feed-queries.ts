// The home feed's source queries (issue 6), as Kysely builders (so plan tests can EXPLAIN
// exactly what the store runs). Each is a keyset walk newest first. A pin belongs to the first
// source, in priority order, it qualifies for — followed users, followed boards, followed
// interests, interests of the viewer's recent saves, popular, fresh — and each later source
// leaves out what an earlier one owns, so no pin comes twice across pages.
//
// "One member" sources (a followed user, board or interest) are merged exactly: one branch per
// member walking its own index newest first (LIMIT n each), UNION ALL, the newest n overall.
// A page reads at most members x n index entries, never every pin of every member.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  asPins,
  hasPublicSave,
  noFollowedInterest,
  noInterestIn,
  notByFollowee,
  notOnFollowedBoard,
  notSavedBy,
  PUBLIC,
  publicOriginal,
  viewerMaySee,
  type PinsEb,
} from './discovery-filters';
import type { Database } from './schema/database';

type MemberKind = 'user' | 'board' | 'interest';

/** The literal, not a parameter, so both planners match pins_pinner_shown and pins_board_shown. */
const SECRET = sql.lit('secret');

/** Above every id: the bound of a first page. */
const MAX_ID = '9223372036854775807';

/**
 * What a source answers of each pin: its id and what the merge and the rules read (the root, to
 * show a pin once; the pinner and board, to spread the page and name the reason). The pins
 * themselves come from the presentation cache (feeds/hydrate-pins.ts), so a page reads the rows
 * of its cache misses only, not of every candidate a source walked past.
 */
export const SKELETON_COLUMNS = [
  'pins.id',
  'pins.pinner_id',
  'pins.board_id',
  'pins.origin_pin_id',
] as const;

export interface SourcePage {
  after: string | null;
  limit: number;
}

export function homeFeedQueries(db: Kysely<Database>) {
  /**
   * One branch per member, merged newest first: full pin rows, `feed_member`, and
   * `feed_visible`. Branches apply only `walk` (privacy: what the index walk must skip); the
   * per-viewer `visible` filters (hides, blocks, what an earlier source owns) run on the
   * merged page only, so a page costs members x n index steps plus n x the lookups, not
   * members x n x the lookups. An invisible row is still a position: the feed skips it.
   */
  const merged = (
    kind: MemberKind,
    members: string[],
    { after, limit }: SourcePage,
    walk: (eb: PinsEb) => Expression<SqlBool>,
    visible: (eb: PinsEb) => Expression<SqlBool>,
  ) => {
    const branch = (member: string, i: number) => {
      const inner =
        kind === 'interest'
          ? db
              .selectFrom('pin_interests as mpi')
              // CROSS JOIN: SQLite then keeps walking the interest's index, never pins by id.
              .crossJoin('pins')
              .whereRef('pins.id', '=', 'mpi.pin_id')
              .select(['mpi.pin_id as feed_pin_id', 'mpi.interest_id as feed_member'])
              .where('mpi.interest_id', '=', member)
              .$if(after !== null, (q) => q.where('mpi.pin_id', '<', after ?? '0'))
              .where((eb) => walk(asPins(eb)))
              .orderBy('mpi.pin_id', 'desc')
          : db
              .selectFrom('pins')
              .select([
                'pins.id as feed_pin_id',
                kind === 'user' ? 'pins.pinner_id as feed_member' : 'pins.board_id as feed_member',
              ])
              .where(kind === 'user' ? 'pins.pinner_id' : 'pins.board_id', '=', member)
              .$if(after !== null, (q) => q.where('pins.id', '<', after ?? '0'))
              .where((eb) => walk(eb))
              .orderBy('pins.id', 'desc');
      return db.selectFrom(inner.limit(limit).as(`m${i}`)).selectAll();
    };
    const [first, ...rest] = members.map(branch);
    if (!first) return null;
    const union = rest.reduce((q, b) => q.unionAll(b), first);
    return db
      .selectFrom(union.as('c'))
      .innerJoin('pins', 'pins.id', 'c.feed_pin_id')
      .select(SKELETON_COLUMNS)
      .select([
        'c.feed_member',
        (eb) => eb.case().when(visible(eb)).then(1).else(0).end().as('feed_visible'),
      ])
      .orderBy('c.feed_pin_id', 'desc')
      .orderBy('c.feed_member')
      .limit(limit);
  };

  return {
    /** Pins (originals and saves) of people the viewer follows, on boards anyone may see. */
    followedUsers(viewerId: string, userIds: string[], page: SourcePage) {
      return merged(
        'user',
        userIds,
        page,
        (eb) => eb('pins.board_privacy', '!=', SECRET),
        (eb) => viewerMaySee(eb, viewerId, false),
      );
    },
    /** Pins saved to boards the viewer follows, unless a followed user already brings them. */
    followedBoards(viewerId: string, boardIds: string[], page: SourcePage) {
      return merged(
        'board',
        boardIds,
        page,
        (eb) => eb('pins.board_privacy', '!=', SECRET),
        (eb) => eb.and([viewerMaySee(eb, viewerId, false), notByFollowee(eb, viewerId)]),
      );
    },
    /**
     * Public originals about the given interests. `followed`: the viewer's followed interests
     * (source 3); otherwise the interests of their recent saves (source 4), which then also
     * leaves out what a followed interest brings.
     */
    interests(viewerId: string, interestIds: string[], followed: boolean, page: SourcePage) {
      return merged('interest', interestIds, page, publicOriginal, (eb) =>
        eb.and([
          viewerMaySee(eb, viewerId, true),
          notByFollowee(eb, viewerId),
          notOnFollowedBoard(eb, viewerId),
          notSavedBy(eb, viewerId),
          ...(followed ? [] : [noFollowedInterest(eb, viewerId)]),
        ]),
      );
    },
    /**
     * Popular: originals people saved lately, in the order of their newest public save (one
     * row per original: only its newest save counts). `feed_cursor` is that save's id.
     */
    popular(viewerId: string | null, savedInterests: string[], { after, limit }: SourcePage) {
      return (
        db
          .selectFrom('pins as s')
          .innerJoin('pins', 'pins.id', 's.origin_pin_id')
          .select(SKELETON_COLUMNS)
          .select('s.id as feed_cursor')
          .where('s.origin_pin_id', 'is not', null)
          .where('s.board_privacy', '=', PUBLIC)
          // Always bounded: with no bound SQLite would rather sort every save than walk the index.
          .where('s.id', '<', after ?? MAX_ID)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('pins as s2')
                  .select('s2.id')
                  .whereRef('s2.origin_pin_id', '=', 's.origin_pin_id')
                  .where('s2.board_privacy', '=', PUBLIC)
                  .whereRef('s2.id', '>', 's.id'),
              ),
            ),
          )
          .where((eb) => publicOriginal(asPins(eb)))
          .select((eb) => restVisible(asPins(eb), viewerId, savedInterests))
          .orderBy('s.id', 'desc')
          .limit(limit)
      );
    },
    /** Fresh: public originals nobody saved publicly yet, newest first. */
    fresh(viewerId: string | null, savedInterests: string[], { after, limit }: SourcePage) {
      return db
        .selectFrom('pins')
        .select(SKELETON_COLUMNS)
        .where('pins.board_privacy', '=', 'public')
        .where('pins.origin_pin_id', 'is', null)
        .$if(after !== null, (q) => q.where('pins.id', '<', after ?? '0'))
        .where((eb) => eb.not(hasPublicSave(eb)))
        .select((eb) => restVisible(eb, viewerId, savedInterests))
        .orderBy('pins.id', 'desc')
        .limit(limit);
    },
  };
}

/**
 * Popular and fresh walk every public original; what a signed-in viewer is not to get from them
 * is a flag, not a filter (`feed_visible`): a row left out is still a position, so a page costs
 * `limit` index steps even for someone whose follows own nearly everything (a filter would walk
 * the whole table to find the few rows left).
 */
function restVisible(eb: PinsEb, viewerId: string | null, savedInterests: string[]) {
  return viewerId === null
    ? sql<number>`1`.as('feed_visible')
    : eb
        .case()
        .when(discoveryRest(eb, viewerId, savedInterests))
        .then(1)
        .else(0)
        .end()
        .as('feed_visible');
}

/** What popular and fresh leave out for a signed-in viewer: everything earlier sources own. */
function discoveryRest(
  eb: PinsEb,
  viewerId: string,
  savedInterests: string[],
): Expression<SqlBool> {
  return eb.and([
    viewerMaySee(eb, viewerId, true),
    notByFollowee(eb, viewerId),
    notOnFollowedBoard(eb, viewerId),
    noFollowedInterest(eb, viewerId),
    noInterestIn(eb, savedInterests),
    notSavedBy(eb, viewerId),
  ]);
}
