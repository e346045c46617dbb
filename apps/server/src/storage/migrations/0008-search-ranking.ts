// Search ranking (issue 13): a pin's engagement is how many saves it has
// (packages/domain search-ranking.ts). `pins.save_count` counts the pins whose origin_pin_id
// names it, kept in step by triggers on both engines, so every write path (saving, deleting a
// save or its board, the demo seed, test factories, the bench's loaders) counts without
// knowing it, and a search ranks thousands of candidates without counting their saves.
import { sql, type Kysely } from 'kysely';
import type { Engine } from './column-types';

const BACKFILL = `UPDATE pins SET save_count = (
    SELECT count(*) FROM pins s WHERE s.origin_pin_id = pins.id)
  WHERE id IN (SELECT origin_pin_id FROM pins WHERE origin_pin_id IS NOT NULL)`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER pins_save_count_insert AFTER INSERT ON pins
    WHEN new.origin_pin_id IS NOT NULL BEGIN
    UPDATE pins SET save_count = save_count + 1 WHERE id = new.origin_pin_id; END`,
  `CREATE TRIGGER pins_save_count_delete AFTER DELETE ON pins
    WHEN old.origin_pin_id IS NOT NULL BEGIN
    UPDATE pins SET save_count = max(save_count - 1, 0) WHERE id = old.origin_pin_id; END`,
  `CREATE TRIGGER pins_save_count_update AFTER UPDATE OF origin_pin_id ON pins
    WHEN old.origin_pin_id IS NOT new.origin_pin_id BEGIN
    UPDATE pins SET save_count = max(save_count - 1, 0) WHERE id = old.origin_pin_id;
    UPDATE pins SET save_count = save_count + 1 WHERE id = new.origin_pin_id; END`,
];

const POSTGRES_TRIGGERS = [
  // How many of a search's two title tests a pin's document passes (2: every term in the
  // title, 1: some): a function, so the document, used twice, is built once per pin.
  `CREATE FUNCTION cb_title_matches(doc tsvector, whole tsquery, part tsquery) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
    $$ SELECT (doc @@ whole)::integer + (doc @@ part)::integer $$`,
  `CREATE FUNCTION cb_pin_save_count() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.origin_pin_id IS NOT NULL THEN
      UPDATE pins SET save_count = greatest(save_count - 1, 0) WHERE id = OLD.origin_pin_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.origin_pin_id IS NOT NULL THEN
      UPDATE pins SET save_count = save_count + 1 WHERE id = NEW.origin_pin_id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER pins_save_count_write AFTER INSERT OR DELETE ON pins
    FOR EACH ROW EXECUTE FUNCTION cb_pin_save_count()`,
  `CREATE TRIGGER pins_save_count_update AFTER UPDATE OF origin_pin_id ON pins
    FOR EACH ROW WHEN (OLD.origin_pin_id IS DISTINCT FROM NEW.origin_pin_id)
    EXECUTE FUNCTION cb_pin_save_count()`,
];

export function searchRankingMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('pins')
        .addColumn('save_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql.raw(BACKFILL).execute(db);
      const triggers = engine === 'sqlite' ? SQLITE_TRIGGERS : POSTGRES_TRIGGERS;
      for (const statement of triggers) await sql.raw(statement).execute(db);
    },
  };
}
