/**
 * SQLite's full-text indexes (migrations/0006-search.ts): contentless FTS5 tables whose rowid
 * is the indexed row's id, kept in step with `pins`, `boards` and `users` by triggers, and
 * their vocabularies (fts5vocab, one row per term) for typo correction. PostgreSQL has no
 * tables here: it searches expression GIN indexes on the same rows. Not part of `Database`
 * because only one engine has them; the search store adds them with `withTables`.
 */
export type SearchIndexTables = {
  pins_search: { rowid: number; title: string; description: string; extra: string };
  boards_search: { rowid: number; name: string; description: string };
  users_search: { rowid: number; username: string; full_name: string };
  pins_search_vocab: SearchVocabularyRow;
  boards_search_vocab: SearchVocabularyRow;
  users_search_vocab: SearchVocabularyRow;
};

/** A term of an index and how many rows hold it. */
export interface SearchVocabularyRow {
  term: string;
  doc: number;
  cnt: number;
}
