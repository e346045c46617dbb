// Feeds over interests and shared signals (issue 6): a topic's pins, related pins under a
// closeup, a board's "More ideas", and the rankings behind the today articles. Every query is
// bounded: candidates come from per-signal index walks of at most `perSignal` rows each.
import type { InterestKind } from '@corkboard/domain';
import { sql, type Kysely } from 'kysely';
import {
  discoveryQueries,
  type ScoredInput,
  type ScoreCursor,
  type Signal,
  type TopicPinsInput,
} from './discovery-feeds-queries';
import { PUBLIC } from './discovery-filters';
import type { PinRow } from './pins-store';
import type { Database } from './schema/database';
import { idString, toNumber } from './row-mapping';

export type { ScoreCursor, Signal };

export type ScoredRow = PinRow & { feed_score: number };

/** How many recent rows the today rankings look at. */
const TODAY_WINDOW = 1000;

export function discoveryFeedsStore(db: Kysely<Database>) {
  const q = discoveryQueries(db);
  return {
    async topicPins(input: TopicPinsInput): Promise<PinRow[]> {
      return q.topicPins(input).execute();
    },
    async scored(input: ScoredInput): Promise<ScoredRow[]> {
      const query = q.scored(input);
      if (!query) return [];
      const rows = await query.execute();
      return rows.map((r) => ({ ...r, feed_score: toNumber(r.feed_score) }));
    },

    /** Public boards that hold the original or a public save of it, newest save first. */
    async boardsOfRoot(root: PinRow, cap: number): Promise<string[]> {
      const rootId = idString(root.id);
      const saves = await db
        .selectFrom('pins')
        .select('board_id')
        .where('origin_pin_id', '=', rootId)
        .where('board_privacy', '=', PUBLIC)
        .orderBy('id', 'desc')
        .limit(cap * 4)
        .execute();
      const boards = root.board_privacy === 'public' ? [idString(root.board_id)] : [];
      for (const s of saves) boards.push(idString(s.board_id));
      return [...new Set(boards)].slice(0, cap);
    },

    /** A board's most common interests among its newest pins, most common first. */
    async topInterestsOfBoard(
      boardId: string,
      recent: number,
      cap: number,
    ): Promise<{ interest_id: string; n: number }[]> {
      const roots = db
        .selectFrom('pins')
        .select((eb) => eb.fn.coalesce('origin_pin_id', 'id').as('root'))
        .where('board_id', '=', boardId)
        .orderBy('id', 'desc')
        .limit(recent);
      const rows = await db
        .selectFrom(roots.as('r'))
        .innerJoin('pin_interests as pi', 'pi.pin_id', 'r.root')
        .select(['pi.interest_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('pi.interest_id')
        .orderBy('n', 'desc')
        .orderBy('pi.interest_id')
        .limit(cap)
        .execute();
      return rows.map((r) => ({ interest_id: idString(r.interest_id), n: toNumber(r.n) }));
    },

    /**
     * Interests of one kind ranked by a recent signal (today articles): `saves` counts the
     * newest public saves of their pins, `originals` their newest public originals,
     * `shoppable` those of them that are products, `followers` their follower count.
     */
    async rankInterests(
      kind: InterestKind,
      by: 'saves' | 'originals' | 'shoppable' | 'followers',
      cap: number,
    ): Promise<string[]> {
      if (by === 'followers') {
        const rows = await db
          .selectFrom('interest_follows as f')
          .innerJoin('interests as i', 'i.id', 'f.interest_id')
          .select(['f.interest_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('i.kind', '=', kind)
          .groupBy('f.interest_id')
          .orderBy('n', 'desc')
          .orderBy('f.interest_id')
          .limit(cap)
          .execute();
        return rows.map((r) => idString(r.interest_id));
      }
      // The newest public saves' originals, or the newest public originals (and of those,
      // products): a fixed window, so the ranking costs the same on any database.
      const recent =
        by === 'saves'
          ? db
              .selectFrom('pins')
              .select(['origin_pin_id as root', sql.lit(1).as('product')])
              .where('origin_pin_id', 'is not', null)
              .where('board_privacy', '=', PUBLIC)
              .orderBy('id', 'desc')
              .limit(TODAY_WINDOW)
          : db
              .selectFrom('pins')
              .select([
                'id as root',
                (eb) =>
                  eb
                    .case()
                    .when(eb.or([eb('is_shoppable', '=', 1), eb('is_eligible_for_pdp', '=', 1)]))
                    .then(1)
                    .else(0)
                    .end()
                    .as('product'),
              ])
              .where('board_privacy', '=', 'public')
              .where('origin_pin_id', 'is', null)
              .orderBy('id', 'desc')
              .limit(TODAY_WINDOW);
      const rows = await db
        .selectFrom(recent.as('r'))
        .innerJoin('pin_interests as pi', 'pi.pin_id', 'r.root')
        .innerJoin('interests as i', 'i.id', 'pi.interest_id')
        .select(['pi.interest_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('i.kind', '=', kind)
        .$if(by === 'shoppable', (q) => q.where('r.product', '=', 1))
        .groupBy('pi.interest_id')
        .orderBy('n', 'desc')
        .orderBy('pi.interest_id')
        .limit(cap)
        .execute();
      return rows.map((r) => idString(r.interest_id));
    },
  };
}

export type DiscoveryFeedsStore = ReturnType<typeof discoveryFeedsStore>;
