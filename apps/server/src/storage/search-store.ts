// Full-text search over pins, boards and users (issue 6), on both engines: every difference
// between SQLite's FTS5 tables and PostgreSQL's GIN indexes (migrations/0006-search.ts) stays
// in this file. A query is a subquery of matching ids with an integer relevance score, joined
// to the table, filtered (privacy, blocks, the viewer's search hides), ordered by score then
// id, and keyset-paged on that pair.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  fts5MatchExpression,
  SEARCH_BOARD_PINS_COUNTED,
  SEARCH_ENGAGEMENT_CAP,
  SEARCH_MATCH_STRENGTH,
  tsQueryExpression,
  type PinSearchFilter,
  type SearchTerms,
} from '@corkboard/domain';
import { pinNotBlockedFor, userNotBlockedWith } from './block-filter';
import type { Engine } from './migrations/column-types';
import type { BoardRow } from './boards-store';
import type { PinRow } from './pins-store';
import { toNumber } from './row-mapping';
import type { Database } from './schema/database';
import type { SearchIndexTables } from './schema/search-indexes';
import { searchCorrection } from './search-correction';
import type { UserRow } from './users-store';

/** A keyset position: the score and id of the last row of the previous page. */
export interface SearchCursor {
  score: number;
  id: string;
}

export interface SearchPage {
  limit: number;
  after: SearchCursor | null;
  /** The signed-in viewer: blocks and their search hides apply. */
  viewerId: string | null;
}

export interface Scored<R> {
  row: R;
  score: number;
}

type SearchDb = Kysely<Database & SearchIndexTables>;
type PinsEb = ExpressionBuilder<Database & SearchIndexTables, 'pins'>;

/** Relevance is kept as an integer (score × 10⁹) so the cursor compares exactly. */
const SCALE = '1000000000';
/** Decided: a pin search ranks the newest 5,000 matching pins of its scope (docs). */
export const SEARCH_CANDIDATES = 5000;

/** The engine behind a handle (stores get only the handle): PostgreSQL numbers parameters. */
export function engineOf(db: Kysely<Database>): Engine {
  const compiled = db.selectFrom('users').select('id').where('id', '=', '0').compile();
  return compiled.sql.includes('$1') ? 'postgres' : 'sqlite';
}

export function searchStore(plainDb: Kysely<Database>) {
  const engine = engineOf(plainDb);
  const db = plainDb.withTables<SearchIndexTables>() as SearchDb;
  const tsQuery = (terms: SearchTerms, inTitle?: 'all' | 'any') =>
    sql`to_tsquery('simple'::regconfig, ${tsQueryExpression(terms, inTitle)})`;

  /** A pin's document on PostgreSQL: the expression its GIN index is built on. */
  const pinDoc = sql`cb_pin_search(pins.title, pins.description, pins.domain, pins.rich_metadata)`;

  /**
   * The newest SEARCH_CANDIDATES pins that match and that the scope keeps (pinFilter), with no
   * select list yet: only these are ranked, which bounds what a common word costs on a large
   * index (FTS5 walks its matches newest first and stops; PostgreSQL's planner stops early the
   * same way or reads the GIN index for a rarer word). The FTS5 table is the outer loop (CROSS
   * JOIN), pins a primary-key lookup. `column` keeps matches within the title.
   */
  const matchingPins = (
    terms: SearchTerms,
    filter: PinSearchFilter,
    viewerId: string | null,
    column?: 'title',
  ) => {
    const keep = (eb: unknown) => pinFilter(eb as PinsEb, filter, viewerId);
    if (engine === 'sqlite') {
      return db
        .selectFrom('pins_search')
        .crossJoin('pins')
        .where(sql<SqlBool>`pins_search MATCH ${fts5MatchExpression(terms, column)}`)
        .where(sql<SqlBool>`pins.id = pins_search.rowid`)
        .where(keep)
        .orderBy(sql`pins_search.rowid`, 'desc')
        .limit(SEARCH_CANDIDATES);
    }
    return db
      .selectFrom('pins')
      .where(sql<SqlBool>`${pinDoc} @@ ${tsQuery(terms)}`)
      .where(keep)
      .orderBy('pins.id', 'desc')
      .limit(SEARCH_CANDIDATES);
  };

  /**
   * A candidate's match (packages/domain search-ranking.ts) as its strength: every term in the
   * title, some, or none. On SQLite, bm25 weighing the title alone is 0 when no term is there;
   * with more than one term, the whole-title set is the same query within the title column,
   * and it holds every candidate that matches there: both are the newest matches the scope
   * keeps, and the title's matches are among all matches.
   */
  const pinMatchStrength = (
    terms: SearchTerms,
    filter: PinSearchFilter,
    viewerId: string | null,
  ) => {
    const s = SEARCH_MATCH_STRENGTH;
    if (engine === 'sqlite') {
      const inTitle = sql`bm25(pins_search, 1.0, 0.0, 0.0) < 0`;
      if (terms.terms.length === 1) {
        return sql<number>`(CASE WHEN ${inTitle} THEN ${sql.lit(s.whole_title)} ELSE ${sql.lit(s.elsewhere)} END)`;
      }
      const whole = matchingPins(terms, filter, viewerId, 'title').select('pins.id');
      return sql<number>`(CASE WHEN pins.id IN (${whole}) THEN ${sql.lit(s.whole_title)}
        WHEN ${inTitle} THEN ${sql.lit(s.part_title)} ELSE ${sql.lit(s.elsewhere)} END)`;
    }
    // Both title tests in one call, so the pin's document is built once (migration 0008).
    return sql<number>`(CASE cb_title_matches(${pinDoc}, ${tsQuery(terms, 'all')}, ${tsQuery(terms, 'any')})
      WHEN 2 THEN ${sql.lit(s.whole_title)} WHEN 1 THEN ${sql.lit(s.part_title)} ELSE ${sql.lit(s.elsewhere)} END)`;
  };

  /**
   * A candidate's score: search-ranking.ts's searchScore(pinSearchBand(match, promoted), saves)
   * written in SQL, the band, then the saves up to the cap; an ad is pin-facts.ts's isPromotedAd
   * (a saved ad is a downstream promotion, organic). SQLite computes it inside the
   * candidates' query (bm25 only runs there); PostgreSQL for the candidates only, outside it.
   */
  const cap = String(SEARCH_ENGAGEMENT_CAP);
  const scoreOf = (strength: Expression<number>) =>
    sql<number>`((${strength} * 2
        + CASE WHEN pins.is_promoted = 1 AND pins.is_downstream_promotion = 0 THEN 0 ELSE 1 END)
      * ${sql.raw(String(SEARCH_ENGAGEMENT_CAP + 1))}
      + CASE WHEN pins.save_count > ${sql.raw(cap)} THEN ${sql.raw(cap)} ELSE pins.save_count END)`;
  const pinCandidates = (terms: SearchTerms, filter: PinSearchFilter, viewerId: string | null) =>
    matchingPins(terms, filter, viewerId).select([
      sql<number>`pins.id`.as('id'),
      (engine === 'sqlite'
        ? scoreOf(pinMatchStrength(terms, filter, viewerId))
        : sql<number>`0`
      ).as('score'),
    ]);
  const pinScore = (terms: SearchTerms, filter: PinSearchFilter, viewerId: string | null) =>
    engine === 'sqlite' ? sql<number>`m.score` : scoreOf(pinMatchStrength(terms, filter, viewerId));

  /** Ids of matching rows with their score (people: FTS5 bm25, lower is better, or ts_rank)
   *  or, for boards, the match's strength in the name (search-ranking.ts). */
  const matches = {
    boards(terms: SearchTerms) {
      const s = SEARCH_MATCH_STRENGTH;
      if (engine === 'sqlite') {
        const inName = sql`bm25(boards_search, 1.0, 0.0) < 0`;
        const whole = db
          .selectFrom('boards_search')
          .select(sql<number>`rowid`.as('id'))
          .where(sql<SqlBool>`boards_search MATCH ${fts5MatchExpression(terms, 'name')}`);
        return db
          .selectFrom('boards_search')
          .select([
            sql<number>`boards_search.rowid`.as('id'),
            sql<number>`(CASE WHEN boards_search.rowid IN (${whole}) THEN ${sql.lit(s.whole_title)}
              WHEN ${inName} THEN ${sql.lit(s.part_title)} ELSE ${sql.lit(s.elsewhere)} END)`.as(
              'strength',
            ),
          ])
          .where(sql<SqlBool>`boards_search MATCH ${fts5MatchExpression(terms)}`);
      }
      const doc = sql`cb_board_search(b.name, b.description)`;
      return db
        .selectFrom('boards as b')
        .select([
          sql<number>`b.id`.as('id'),
          sql<number>`(CASE cb_title_matches(${doc}, ${tsQuery(terms, 'all')}, ${tsQuery(terms, 'any')})
            WHEN 2 THEN ${sql.lit(s.whole_title)} WHEN 1 THEN ${sql.lit(s.part_title)} ELSE ${sql.lit(s.elsewhere)} END)`.as(
            'strength',
          ),
        ])
        .where(sql<SqlBool>`${doc} @@ ${tsQuery(terms)}`);
    },
    users(terms: SearchTerms) {
      if (engine === 'sqlite') {
        return db
          .selectFrom('users_search')
          .select([
            sql<number>`users_search.rowid`.as('id'),
            sql<number>`CAST(round(-bm25(users_search, 5.0, 5.0) * ${sql.raw(SCALE)}) AS INTEGER)`.as(
              'score',
            ),
          ])
          .where(sql<SqlBool>`users_search MATCH ${fts5MatchExpression(terms)}`);
      }
      const doc = sql`cb_user_search(u.username, u.first_name, u.last_name)`;
      return db
        .selectFrom('users as u')
        .select([
          sql<number>`u.id`.as('id'),
          sql<number>`(ts_rank(${doc}, ${tsQuery(terms)}) * ${sql.raw(SCALE)})::bigint`.as('score'),
        ])
        .where(sql<SqlBool>`${doc} @@ ${tsQuery(terms)}`);
    },
  };

  /** Rows after the cursor in (score desc, id desc) order. */
  const afterCursor = (
    score: Expression<number>,
    idColumn: 'pins.id' | 'boards.id' | 'users.id',
    after: SearchCursor,
  ) =>
    sql<SqlBool>`(${score} < ${after.score} OR (${score} = ${after.score} AND ${sql.ref(idColumn)} < ${after.id}))`;

  /** The pins query without its select list, for the results and the typeahead's titles. */
  const pinsQuery = (terms: SearchTerms, filter: PinSearchFilter, page: SearchPage) => {
    const { viewerId, after } = page;
    const score = pinScore(terms, filter, viewerId);
    return db
      .selectFrom('pins')
      .innerJoin(pinCandidates(terms, filter, viewerId).as('m'), 'm.id', 'pins.id')
      .$if(!!viewerId, (q) =>
        q.where((eb) =>
          eb.and([
            pinNotBlockedFor(eb as unknown as ExpressionBuilder<Database, 'pins'>, viewerId ?? ''),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('search_hides as h')
                  .select('h.pin_id')
                  .where('h.user_id', '=', viewerId ?? '')
                  .whereRef('h.pin_id', '=', 'pins.id'),
              ),
            ),
          ]),
        ),
      )
      .$if(after !== null, (q) => q.where(afterCursor(score, 'pins.id', after!)))
      .orderBy(score, 'desc')
      .orderBy('pins.id', 'desc')
      .limit(page.limit);
  };

  const scored = <R>(rows: (R & { score: number | string })[]): Scored<R>[] =>
    rows.map(({ score, ...row }) => ({ row: row as unknown as R, score: toNumber(score) }));

  return {
    engine,
    /** The pins query as it runs, unexecuted (query-plan tests). */
    pinsQuery: (terms: SearchTerms, filter: PinSearchFilter, page: SearchPage) =>
      pinsQuery(terms, filter, page)
        .selectAll('pins')
        .select(pinScore(terms, filter, page.viewerId).as('score')),
    /** One page of pins of a pin scope (filters: packages/domain search-scopes.ts). */
    async pins(
      terms: SearchTerms,
      filter: PinSearchFilter,
      page: SearchPage,
    ): Promise<Scored<PinRow>[]> {
      const rows = await pinsQuery(terms, filter, page)
        .selectAll('pins')
        .select(pinScore(terms, filter, page.viewerId).as('score'))
        .execute();
      return scored<PinRow>(rows);
    },
    /** Titles of the best matching public originals (the typeahead's query suggestions). */
    async pinTitles(terms: SearchTerms, viewerId: string | null, limit: number): Promise<string[]> {
      const rows = await pinsQuery(terms, 'originals', { limit, after: null, viewerId })
        .select('pins.title')
        .execute();
      return rows.map((r) => r.title);
    },
    /**
     * Public boards that are not archived, with no block between owner and viewer: by the
     * match in the name, then pins (search-ranking.ts boardSearchBand; empty boards last).
     */
    async boards(terms: SearchTerms, page: SearchPage): Promise<Scored<BoardRow>[]> {
      const { viewerId, after } = page;
      const pins = sql<number>`(SELECT count(*) FROM (SELECT 1 AS one FROM pins bp
        WHERE bp.board_id = boards.id LIMIT ${sql.raw(String(SEARCH_BOARD_PINS_COUNTED))}) counted)`;
      const score = sql<number>`(CASE WHEN ${pins} = 0 THEN 0 ELSE
        (m.strength + 1) * ${sql.raw(String(SEARCH_ENGAGEMENT_CAP + 1))} + ${pins} END)`;
      const rows = await db
        .selectFrom('boards')
        .innerJoin(matches.boards(terms).as('m'), 'm.id', 'boards.id')
        .selectAll('boards')
        .select(score.as('score'))
        .where('boards.privacy', '=', 'public')
        .where('boards.is_archived', '=', 0)
        .$if(!!viewerId, (q) => q.where(userNotBlockedWith('boards.owner_id', viewerId ?? '')))
        .$if(after !== null, (q) => q.where(afterCursor(score, 'boards.id', after!)))
        .orderBy(score, 'desc')
        .orderBy('boards.id', 'desc')
        .limit(page.limit)
        .execute();
      return scored<BoardRow>(rows);
    },
    /**
     * People, leaving out anyone a block separates from the viewer (either direction), and
     * suspended accounts (issue 14).
     */
    async users(terms: SearchTerms, page: SearchPage): Promise<Scored<UserRow>[]> {
      const { viewerId, after } = page;
      const rows = await db
        .selectFrom('users')
        .innerJoin(matches.users(terms).as('m'), 'm.id', 'users.id')
        .selectAll('users')
        .select('m.score')
        .where('users.suspended_at', 'is', null)
        .$if(!!viewerId, (q) => q.where(userNotBlockedWith('users.id', viewerId ?? '')))
        .$if(after !== null, (q) => q.where(afterCursor(sql`m.score`, 'users.id', after!)))
        .orderBy('m.score', 'desc')
        .orderBy('users.id', 'desc')
        .limit(page.limit)
        .execute();
      return scored<UserRow>(rows);
    },
    /** The terms with misspelt words replaced by the nearest indexed word, or null. */
    correct: (terms: SearchTerms) => searchCorrection(db, engine, terms),
    async hide(input: {
      userId: string;
      pinId: string;
      query: string;
      pinType: string | null;
      reason: string | null;
      at: number;
    }): Promise<void> {
      const values = {
        query: input.query,
        pin_type: input.pinType,
        reason: input.reason,
        created_at: input.at,
      };
      await db
        .insertInto('search_hides')
        .values({ user_id: input.userId, pin_id: input.pinId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'pin_id']).doUpdateSet(values))
        .execute();
    },
    async unhide(userId: string, pinId: string): Promise<void> {
      await db
        .deleteFrom('search_hides')
        .where('user_id', '=', userId)
        .where('pin_id', '=', pinId)
        .execute();
    },
  };
}

export type SearchStore = ReturnType<typeof searchStore>;

/**
 * Which pins a scope keeps. Discovery scopes find originals on public boards (what the
 * signed-out home feed shows); the viewer's own scopes find pins on boards they own or
 * collaborate on, secret ones included, and never a board they were removed from.
 */
function pinFilter(
  eb: PinsEb,
  filter: PinSearchFilter,
  viewerId: string | null,
): Expression<SqlBool> {
  const original = eb('pins.origin_pin_id', 'is', null);
  const discover = [eb('pins.board_privacy', '=', 'public'), original];
  switch (filter) {
    case 'originals':
      return eb.and(discover);
    case 'buyable':
      return eb.and([...discover, eb('pins.is_shoppable', '=', 1)]);
    case 'products':
      return eb.and([
        ...discover,
        eb.or([
          eb('pins.is_shoppable', '=', 1),
          eb('pins.is_oos_product', '=', 1),
          eb('pins.is_stale_product', '=', 1),
        ]),
      ]);
    case 'videos':
      return eb.and([...discover, eb('pins.is_video', '=', 1)]);
    case 'idea_pins':
      return eb.and([...discover, eb('pins.story_pin_data', 'is not', null)]);
    case 'mine':
    case 'my_created': {
      if (!viewerId) return sql<SqlBool>`1 = 0`;
      const onMyBoards = eb.or([
        eb(
          'pins.board_id',
          'in',
          eb.selectFrom('boards as vb').select('vb.id').where('vb.owner_id', '=', viewerId),
        ),
        eb(
          'pins.board_id',
          'in',
          eb
            .selectFrom('board_collaborators as vc')
            .select('vc.board_id')
            .where('vc.user_id', '=', viewerId)
            .where('vc.status', '=', 'accepted'),
        ),
      ]);
      if (filter === 'mine') return onMyBoards;
      return eb.and([onMyBoards, eb('pins.pinner_id', '=', viewerId), original]);
    }
  }
}
