// Search (issue 6): full-text indexes over pins, boards and users on both engines, the
// trigram indexes of the typeahead's typo correction (PostgreSQL), and `search_hides`.
//
// SQLite: contentless FTS5 tables (the rows keep the text; the index only needs the words),
// rowid = the row's id, kept in step by triggers, so every write path (commands, the demo
// seed, test factories) indexes without knowing it. Tokenizer `unicode61 remove_diacritics 2`
// with letters, digits and private-use characters as the only word characters, and prefix
// indexes for 2 to 4 characters (the typeahead's prefix queries).
// PostgreSQL: expression GIN indexes over `to_tsvector('simple', …)` of folded text, no
// stored columns (a save copies a pin row whole, and a generated column refuses the copy).
// The functions are self-contained (only pg_catalog inside) so a dump restores the indexes.
import { sql, type Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

export function searchMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('search_hides')
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('pin_id', t.ref, (c) => c.notNull().references('pins.id').onDelete('cascade'))
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('pin_type', 'text')
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('search_hides_pk', ['user_id', 'pin_id'])
        .execute();
      // Deleting a pin cascades here: without this index that is a scan of every hide.
      await db.schema.createIndex('search_hides_pin').on('search_hides').column('pin_id').execute();

      if (engine === 'sqlite') await sqliteIndexes(db);
      else await postgresIndexes(db);
    },
  };
}

// --- SQLite --------------------------------------------------------------------------------

const FTS_OPTIONS = `tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co'",
  prefix = '2 3 4', content = '', contentless_delete = 1`;

/** The words of a pin besides title and description: its domain and the rich site name. */
const pinExtra = (row: 'new' | 'pins') => `coalesce(${row}.domain, '') || ' ' ||
  CASE WHEN json_valid(${row}.rich_metadata)
    THEN coalesce(json_extract(${row}.rich_metadata, '$.site_name'), '') ELSE '' END`;

const userFullName = (row: 'new' | 'users') => `${row}.first_name || ' ' || ${row}.last_name`;

interface FtsSpec {
  table: 'pins' | 'boards' | 'users';
  columns: string[];
  /** Values of the indexed columns for a row named `new` (triggers) or by its table. */
  values: (row: 'new' | 'pins' | 'boards' | 'users') => string[];
  /** The row's columns whose change re-indexes it. */
  watched: string[];
}

const FTS_SPECS: FtsSpec[] = [
  {
    table: 'pins',
    columns: ['title', 'description', 'extra'],
    values: (row) => [`${row}.title`, `${row}.description`, pinExtra(row as 'new' | 'pins')],
    watched: ['title', 'description', 'domain', 'rich_metadata'],
  },
  {
    table: 'boards',
    columns: ['name', 'description'],
    values: (row) => [`${row}.name`, `${row}.description`],
    watched: ['name', 'description'],
  },
  {
    table: 'users',
    columns: ['username', 'full_name'],
    values: (row) => [`${row}.username`, userFullName(row as 'new' | 'users')],
    watched: ['username', 'first_name', 'last_name'],
  },
];

async function sqliteIndexes(db: Kysely<unknown>): Promise<void> {
  for (const spec of FTS_SPECS) {
    const fts = `${spec.table}_search`;
    const cols = spec.columns.join(', ');
    const insertNew = `INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${spec
      .values('new')
      .join(', ')});`;
    const statements = [
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, ${FTS_OPTIONS})`,
      `CREATE VIRTUAL TABLE ${fts}_vocab USING fts5vocab(${fts}, 'row')`,
      `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${spec.table} BEGIN ${insertNew} END`,
      `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${spec.table} BEGIN
        DELETE FROM ${fts} WHERE rowid = old.id; END`,
      `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${spec.watched.join(', ')} ON ${spec.table}
        BEGIN DELETE FROM ${fts} WHERE rowid = old.id; ${insertNew} END`,
      // Backfill what is already there.
      `INSERT INTO ${fts}(rowid, ${cols})
        SELECT id, ${spec.values(spec.table).join(', ')} FROM ${spec.table}`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

// --- PostgreSQL ----------------------------------------------------------------------------

/**
 * Folds text as the query parser does (packages/domain search-query.ts): Latin diacritics
 * removed, lower case, anything but letters and digits a separator.
 */
const fold = (value: string) =>
  `lower(regexp_replace(regexp_replace(normalize(coalesce(${value}, ''), NFD),
    '[\\u0300-\\u036f]', '', 'g'), '[^[:alnum:]]+', ' ', 'g'))`;

const vector = (value: string, weight: 'A' | 'B' | 'C' | 'D') =>
  `setweight(to_tsvector('simple'::regconfig, ${fold(value)}), '${weight}')`;

const PG_FUNCTIONS = [
  `CREATE FUNCTION cb_search_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ${fold('value')} $$`,
  // Title A, description C, domain and rich site name D (ts_rank weighs A 1.0, C 0.2, D 0.1).
  `CREATE FUNCTION cb_pin_search(title text, description text, domain text, rich jsonb)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT
    ${vector('title', 'A')} || ${vector('description', 'C')} ||
    ${vector("coalesce(domain, '') || ' ' || coalesce(rich ->> 'site_name', '')", 'D')} $$`,
  `CREATE FUNCTION cb_board_search(name text, description text)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT
    ${vector('name', 'A')} || ${vector('description', 'C')} $$`,
  `CREATE FUNCTION cb_user_search(username text, first_name text, last_name text)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT
    ${vector("username || ' ' || first_name || ' ' || last_name", 'A')} $$`,
];

const PG_INDEXES = [
  `CREATE INDEX pins_search ON pins
    USING gin (cb_pin_search(title, description, domain, rich_metadata))`,
  `CREATE INDEX boards_search ON boards USING gin (cb_board_search(name, description))`,
  `CREATE INDEX users_search ON users
    USING gin (cb_user_search(username, first_name, last_name))`,
];

/** Trigram (GiST, for nearest-first scans) indexes of the words typo correction reads. */
const PG_TRIGRAM_INDEXES = [
  `CREATE INDEX pins_title_trgm ON pins USING gist (cb_search_fold(title) gist_trgm_ops)
    WHERE board_privacy = 'public' AND origin_pin_id IS NULL`,
  `CREATE INDEX boards_name_trgm ON boards USING gist (cb_search_fold(name) gist_trgm_ops)
    WHERE privacy = 'public'`,
  `CREATE INDEX users_name_trgm ON users
    USING gist (cb_search_fold(username || ' ' || first_name || ' ' || last_name) gist_trgm_ops)`,
];

async function postgresIndexes(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...PG_FUNCTIONS, ...PG_INDEXES]) await sql.raw(statement).execute(db);
  // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it. Where it
  // cannot be had, search works without typo correction; the savepoint keeps the migration's
  // transaction usable after a refusal.
  await sql`SAVEPOINT search_trgm`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    for (const statement of PG_TRIGRAM_INDEXES) await sql.raw(statement).execute(db);
    await sql`RELEASE SAVEPOINT search_trgm`.execute(db);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT search_trgm`.execute(db);
  }
}
