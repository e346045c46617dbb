// The discovery feeds' queries (issue 6) as Kysely builders, so plan tests EXPLAIN exactly
// what runs: a topic's pins, and pins scored by the signals they share (related pins, a
// board's "More ideas"). Every candidate comes from a per-signal index walk of at most
// `perSignal` rows, so a page costs the same on any database.
import type { DiscoverySurface } from '@corkboard/domain';
import { sql, type Kysely } from 'kysely';
import { pinNotBlockedFor } from './block-filter';
import {
  asPins,
  notHiddenBy,
  PUBLIC,
  publicOriginal,
  surfaceFilter,
  type PinsEb,
} from './discovery-filters';
import type { Database } from './schema/database';

/** A keyset position in a scored list: the score and id of the last row of the page. */
export interface ScoreCursor {
  score: number;
  id: string;
}

/** One signal: the pins it points at, and how much each shared one counts. */
export type Signal =
  | { kind: 'board'; id: string; weight: number }
  | { kind: 'interest'; id: string; weight: number }
  | { kind: 'domain'; domain: string; weight: number };

export interface TopicPinsInput {
  interestId: string;
  surface: DiscoverySurface;
  viewerId: string | null;
  after: string | null;
  limit: number;
}

export interface ScoredInput {
  signals: Signal[];
  perSignal: number;
  /** Never answer this root (the closeup's own original), nor pins on this board. */
  excludeRoot: string | null;
  excludeBoard: string | null;
  viewerId: string | null;
  after: ScoreCursor | null;
  limit: number;
}

export function discoveryQueries(db: Kysely<Database>) {
  /** Hidden and blocked pins are left out for a signed-in viewer; nothing for signed out. */
  const visibleTo = (eb: PinsEb, viewerId: string | null) =>
    viewerId === null
      ? sql<boolean>`1 = 1`
      : eb.and([notHiddenBy(eb, viewerId, true), pinNotBlockedFor(eb, viewerId)]);

  /** One branch per signal (root pin, branch number, weight), newest first, `perSignal` each. */
  const signalBranch = (signal: Signal, index: number, perSignal: number) => {
    const k = sql.lit(index).as('k');
    const w = sql.lit(signal.weight).as('w');
    const name = `g${index}`;
    if (signal.kind === 'interest') {
      const inner = db
        .selectFrom('pin_interests')
        .select([(eb) => eb.ref('pin_id').as('root'), k, w])
        .where('interest_id', '=', signal.id)
        .orderBy('pin_id', 'desc')
        .limit(perSignal);
      return db.selectFrom(inner.as(name)).selectAll();
    }
    const inner = db
      .selectFrom('pins')
      .select([
        (eb) =>
          signal.kind === 'board'
            ? eb.fn.coalesce('origin_pin_id', 'id').as('root')
            : eb.ref('id').as('root'),
        k,
        w,
      ])
      .$if(signal.kind === 'board', (q) =>
        q.where('board_id', '=', signal.kind === 'board' ? signal.id : '0'),
      )
      .$if(signal.kind === 'domain', (q) =>
        q
          .where('domain', '=', signal.kind === 'domain' ? signal.domain : '')
          .where('origin_pin_id', 'is', null),
      )
      .where('board_privacy', '=', PUBLIC)
      .orderBy('id', 'desc')
      .limit(perSignal);
    return db.selectFrom(inner.as(name)).selectAll();
  };

  return {
    /** A topic's (or category's) public originals, newest first, for one surface. */
    topicPins(input: TopicPinsInput) {
      return (
        db
          .selectFrom('pin_interests as pi')
          // CROSS JOIN: SQLite then keeps walking the interest's index, never pins by id.
          .crossJoin('pins')
          .whereRef('pins.id', '=', 'pi.pin_id')
          .selectAll('pins')
          .where('pi.interest_id', '=', input.interestId)
          .$if(input.after !== null, (q) => q.where('pi.pin_id', '<', input.after ?? '0'))
          .where((eb) =>
            eb.and([
              publicOriginal(asPins(eb)),
              surfaceFilter(asPins(eb), input.surface),
              visibleTo(asPins(eb), input.viewerId),
            ]),
          )
          .orderBy('pi.pin_id', 'desc')
          .limit(input.limit)
      );
    },

    /**
     * Public originals sharing the signals, ranked by the sum of the weights of the signals
     * each shares (a signal counts once per pin), then newest; keyset-paged on (score, id).
     */
    scored(input: ScoredInput) {
      const [first, ...rest] = input.signals.map((s, i) => signalBranch(s, i, input.perSignal));
      if (!first) return null;
      const union = rest.reduce((q, b) => q.unionAll(b), first);
      const scores = db
        .selectFrom(db.selectFrom(union.as('u')).select(['root', 'k', 'w']).distinct().as('d'))
        .select(['d.root', (eb) => eb.fn.sum<number>('d.w').as('score')])
        .groupBy('d.root');
      const { after, excludeRoot, excludeBoard } = input;
      return (
        db
          .selectFrom(scores.as('sc'))
          // CROSS JOIN: SQLite keeps the scored roots as the outer loop and looks each pin up by
          // id. Without statistics (a young database, never ANALYZEd) it otherwise walked every
          // public original and scanned the scores for each: 100-600 ms on the 520-pin demo.
          .crossJoin('pins')
          .whereRef('pins.id', '=', 'sc.root')
          .selectAll('pins')
          .select('sc.score as feed_score')
          .where((eb) => publicOriginal(asPins(eb)))
          .where((eb) => visibleTo(asPins(eb), input.viewerId))
          .$if(excludeRoot !== null, (q) => q.where('pins.id', '!=', excludeRoot ?? '0'))
          .$if(excludeBoard !== null, (q) =>
            q.where('pins.board_id', '!=', excludeBoard ?? '0').where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('pins as onb')
                    .select('onb.id')
                    .whereRef('onb.origin_pin_id', '=', 'pins.id')
                    .where('onb.board_id', '=', excludeBoard ?? '0'),
                ),
              ),
            ),
          )
          .$if(after !== null, (q) =>
            q.where((eb) =>
              eb.or([
                eb('sc.score', '<', after?.score ?? 0),
                eb.and([
                  eb('sc.score', '=', after?.score ?? 0),
                  eb('pins.id', '<', after?.id ?? '0'),
                ]),
              ]),
            ),
          )
          .orderBy('sc.score', 'desc')
          .orderBy('pins.id', 'desc')
          .limit(input.limit)
      );
    },
  };
}
