// Typo correction for the search typeahead (issue 6): a term that no indexed word matches is
// replaced by the nearest word (packages/domain typeahead.ts `closestWord`), bounded on both
// engines:
// - SQLite: the term's one-edit variants (about 75 per character) looked up in the FTS5
//   vocabularies (fts5vocab) of pins, boards and users: point lookups, no scan.
// - PostgreSQL: pg_trgm's nearest-first scans (GiST, `<<->` word distance) over public pin
//   titles, public board names and people's names, 12 rows each; their words are the
//   candidates. Without pg_trgm there is no correction.
// The corrected terms only ever feed a normal search with every privacy and block filter,
// so a word that exists only in secret content finds nothing and is never shown.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  closestWord,
  editVariants,
  searchWords,
  typoAllowance,
  type SearchTerms,
} from '@corkboard/domain';
import type { Engine } from './migrations/column-types';
import { toNumber } from './row-mapping';
import type { Database } from './schema/database';
import type { SearchIndexTables } from './schema/search-indexes';

type SearchDb = Kysely<Database & SearchIndexTables>;

const VOCABULARIES = ['pins_search_vocab', 'boards_search_vocab', 'users_search_vocab'] as const;
const CHUNK = 400;
const NEAREST_ROWS = 12;
/** Sorts after every character a term may hold: the end of a prefix range. */
const PREFIX_END = '\u{10FFFF}';

export async function searchCorrection(
  db: SearchDb,
  engine: Engine,
  query: SearchTerms,
): Promise<SearchTerms | null> {
  if (engine === 'postgres' && !(await hasTrigrams(db))) return null;
  let changed = false;
  const terms: string[] = [];
  for (const [i, term] of query.terms.entries()) {
    const prefix = query.prefixLast && i === query.terms.length - 1;
    const fix =
      typoAllowance(term) === 0
        ? null
        : engine === 'sqlite'
          ? await fromVocabulary(db, term, prefix)
          : await fromTrigrams(db, term);
    if (fix) changed = true;
    terms.push(fix ?? term);
  }
  return changed ? { terms, prefixLast: query.prefixLast } : null;
}

async function fromVocabulary(db: SearchDb, term: string, prefix: boolean): Promise<string | null> {
  for (const vocab of VOCABULARIES) {
    const known = await db
      .selectFrom(vocab)
      .select('term')
      .$if(prefix, (q) => q.where('term', '>=', term).where('term', '<', term + PREFIX_END))
      .$if(!prefix, (q) => q.where('term', '=', term))
      .limit(1)
      .executeTakeFirst();
    if (known) return null;
  }
  const variants = editVariants(term);
  const frequency = new Map<string, number>();
  for (let start = 0; start < variants.length; start += CHUNK) {
    const chunk = variants.slice(start, start + CHUNK);
    for (const vocab of VOCABULARIES) {
      const rows = await db
        .selectFrom(vocab)
        .select(['term', 'doc'])
        .where('term', 'in', chunk)
        .execute();
      for (const r of rows) frequency.set(r.term, (frequency.get(r.term) ?? 0) + toNumber(r.doc));
    }
  }
  return closestWord(term, [...frequency.keys()], frequency);
}

async function fromTrigrams(db: SearchDb, term: string): Promise<string | null> {
  const nearest = (text: RawBuilder<unknown>, from: string, where: string) =>
    sql<{ text: string }>`SELECT ${text} AS text FROM ${sql.raw(from)} WHERE ${sql.raw(where)}
      ORDER BY ${term}::text <<-> ${text} LIMIT ${NEAREST_ROWS}`.execute(db);
  // The expressions and conditions are those of the trigram indexes (0006-search.ts).
  const results = await Promise.all([
    nearest(
      sql`cb_search_fold(title)`,
      'pins',
      "board_privacy = 'public' AND origin_pin_id IS NULL",
    ),
    nearest(sql`cb_search_fold(name)`, 'boards', "privacy = 'public'"),
    nearest(
      sql`cb_search_fold(username || ' ' || first_name || ' ' || last_name)`,
      'users',
      'TRUE',
    ),
  ]);
  const frequency = new Map<string, number>();
  for (const result of results) {
    for (const row of result.rows) {
      for (const word of searchWords(row.text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  return closestWord(term, [...frequency.keys()], frequency);
}

async function hasTrigrams(db: SearchDb): Promise<boolean> {
  const result = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  return toNumber(result.rows[0]?.n ?? 0) > 0;
}
