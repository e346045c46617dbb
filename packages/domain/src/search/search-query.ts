// Search query parsing (issue 6): what a typed query means to the full-text indexes of both
// engines. Pure: the server turns the terms into an FTS5 MATCH string (SQLite) or a tsquery
// (PostgreSQL) with the builders below, and nothing a user types can reach either syntax.
//
// Terms are folded the way the indexes fold documents: Latin diacritics removed (FTS5
// `remove_diacritics 2`, PostgreSQL `cb_search_fold`), lower case, and every character that is
// not a letter, digit or private-use character is a separator (FTS5 `categories 'L* N* Co'`).

/** Decided: a query is at most 500 characters; longer ones are `invalid_parameters`. */
export const SEARCH_QUERY_MAX = 500;
/** Decided: only the first 12 terms count (more only slow the query down). */
export const SEARCH_TERMS_MAX = 12;
/** Decided: a term longer than 64 characters is cut there (no word is longer). */
export const SEARCH_TERM_LENGTH_MAX = 64;
/** The last term is matched as a prefix ("chai" finds "chair") from 2 characters on. */
export const SEARCH_PREFIX_MIN = 2;

export interface SearchTerms {
  /** Folded terms in the order typed, without repeats. */
  terms: string[];
  /** Whether the last term is matched as a prefix. */
  prefixLast: boolean;
}

const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
const TERM = /[\p{L}\p{N}\p{Co}]+/gu;

/** Folds text as the indexes do: no Latin diacritics, lower case (NFC). */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(LATIN_DIACRITICS, '').normalize('NFC').toLowerCase();
}

/** Every word of a text, folded (used for queries and to read titles back). */
export function searchWords(text: string): string[] {
  return foldSearchText(text).match(TERM) ?? [];
}

/** The terms of a typed query; none when it has no letter or digit at all. */
export function parseSearchQuery(query: string): SearchTerms {
  const terms: string[] = [];
  for (const word of searchWords(query)) {
    const term = [...word].slice(0, SEARCH_TERM_LENGTH_MAX).join('');
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === SEARCH_TERMS_MAX) break;
  }
  const last = terms[terms.length - 1];
  return { terms, prefixLast: last !== undefined && [...last].length >= SEARCH_PREFIX_MIN };
}

/** The query as shown back to the reader: trimmed, whitespace collapsed. */
export function displayQuery(query: string): string {
  return query.replace(/\s+/gu, ' ').trim();
}

/**
 * An FTS5 MATCH expression: every term a quoted string (so AND, OR, NOT, NEAR, `-`, `:`, `*`,
 * `^` and parentheses are plain text), all required, the last one a prefix when asked; within
 * one column (`{title} : (…)`) when `column` names it (search-ranking.ts's whole-title match).
 */
export function fts5MatchExpression({ terms, prefixLast }: SearchTerms, column?: string): string {
  const all = terms
    .map((term, i) => {
      const quoted = `"${term.replace(/"/g, '""')}"`;
      return prefixLast && i === terms.length - 1 ? `${quoted}*` : quoted;
    })
    .join(' ');
  return column === undefined ? all : `{${column}} : (${all})`;
}

/**
 * A PostgreSQL tsquery (for `to_tsquery('simple', …)`): every term a quoted lexeme joined by
 * `&`, the last one `:*` when a prefix. Terms hold only letters and digits, so quoting is safe.
 * With `inTitle`, each lexeme only matches weight A (the title, a board's name), all of them
 * (`'all'`) or any one (`'any'`): search-ranking.ts's whole-title and part-title matches.
 */
export function tsQueryExpression(
  { terms, prefixLast }: SearchTerms,
  inTitle?: 'all' | 'any',
): string {
  const weight = inTitle === undefined ? '' : 'A';
  return terms
    .map((term, i) => {
      const quoted = `'${term.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
      const prefix = prefixLast && i === terms.length - 1 ? '*' : '';
      return prefix || weight ? `${quoted}:${prefix}${weight}` : quoted;
    })
    .join(inTitle === 'any' ? ' | ' : ' & ');
}
