// Reactions (issue 13, "The closeup, complete"): one reaction per person per pin, like
// Pinterest's, in pin_reactions; `pins.reaction_counts` (the counts the wire shows) follows it.
//
// The counts are kept by triggers on both engines, in the statement that writes the reaction
// (so in its transaction): each insert adds one to its type, each delete takes one away (a
// type at 0 leaves the object, so an unreacted pin is `{}` again and grid items stay compact),
// and a change of type does both. Why not recompute from pin_reactions after each write: the
// counts a pin had before (the demo's, an import's, what a save copied from its original) have
// no rows, and a recount would wipe them; and on PostgreSQL a recount reads pin_reactions in
// its statement's snapshot, so two people reacting at once could each write a total without
// the other. An increment is an UPDATE of the pin's row: PostgreSQL waits for the other
// transaction's row lock and then applies it to the row as that one committed it (READ
// COMMITTED re-evaluates the SET on the newest version), so concurrent reactions add up;
// SQLite runs one transaction at a time. Every write path (the reaction commands, cascades
// when a person or a pin goes, test factories) counts without knowing it.
import { sql, type Kysely } from 'kysely';
import { columnTypes, type Engine } from './column-types';

/** SQLite: the JSON path of one key (types are a closed list of names; the quotes are for
 * older keys such as "1"). */
const path = (type: string) => `'$."' || ${type} || '"'`;
const sqliteAdd = (type: string) =>
  `json_set(coalesce(reaction_counts, '{}'), ${path(type)},
     coalesce(json_extract(reaction_counts, ${path(type)}), 0) + 1)`;
const sqliteRemove = (type: string) =>
  `CASE WHEN coalesce(json_extract(reaction_counts, ${path(type)}), 0) <= 1
     THEN json_remove(coalesce(reaction_counts, '{}'), ${path(type)})
     ELSE json_set(reaction_counts, ${path(type)}, json_extract(reaction_counts, ${path(type)}) - 1) END`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER pin_reactions_count_insert AFTER INSERT ON pin_reactions BEGIN
    UPDATE pins SET reaction_counts = ${sqliteAdd('new.reaction_type')} WHERE id = new.pin_id; END`,
  `CREATE TRIGGER pin_reactions_count_delete AFTER DELETE ON pin_reactions BEGIN
    UPDATE pins SET reaction_counts = ${sqliteRemove('old.reaction_type')} WHERE id = old.pin_id; END`,
  `CREATE TRIGGER pin_reactions_count_update AFTER UPDATE OF reaction_type ON pin_reactions
    WHEN old.reaction_type IS NOT new.reaction_type BEGIN
    UPDATE pins SET reaction_counts = ${sqliteRemove('old.reaction_type')} WHERE id = old.pin_id;
    UPDATE pins SET reaction_counts = ${sqliteAdd('new.reaction_type')} WHERE id = new.pin_id; END`,
];

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION cb_reaction_add(counts jsonb, kind text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
    $$ SELECT jsonb_set(coalesce(counts, '{}'::jsonb), ARRAY[kind],
         to_jsonb(coalesce((counts->>kind)::numeric, 0) + 1)) $$`,
  `CREATE FUNCTION cb_reaction_remove(counts jsonb, kind text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
    $$ SELECT CASE WHEN coalesce((counts->>kind)::numeric, 0) <= 1
         THEN coalesce(counts, '{}'::jsonb) - kind
         ELSE jsonb_set(counts, ARRAY[kind], to_jsonb((counts->>kind)::numeric - 1)) END $$`,
  `CREATE FUNCTION cb_pin_reaction_counts() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      UPDATE pins SET reaction_counts = cb_reaction_remove(reaction_counts, OLD.reaction_type)
        WHERE id = OLD.pin_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE pins SET reaction_counts = cb_reaction_add(reaction_counts, NEW.reaction_type)
        WHERE id = NEW.pin_id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER pin_reactions_count_write AFTER INSERT OR DELETE ON pin_reactions
    FOR EACH ROW EXECUTE FUNCTION cb_pin_reaction_counts()`,
  `CREATE TRIGGER pin_reactions_count_update AFTER UPDATE OF reaction_type ON pin_reactions
    FOR EACH ROW WHEN (OLD.reaction_type IS DISTINCT FROM NEW.reaction_type)
    EXECUTE FUNCTION cb_pin_reaction_counts()`,
];

export function pinReactionsMigration(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('pin_reactions')
        .addColumn('user_id', t.ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('pin_id', t.ref, (c) => c.notNull().references('pins.id').onDelete('cascade'))
        .addColumn('reaction_type', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addPrimaryKeyConstraint('pin_reactions_pk', ['user_id', 'pin_id'])
        .execute();
      // The cascade when a pin goes, and any count of one pin's reactions.
      await db.schema
        .createIndex('pin_reactions_pin')
        .on('pin_reactions')
        .column('pin_id')
        .execute();
      const triggers = engine === 'sqlite' ? SQLITE_TRIGGERS : POSTGRES_TRIGGERS;
      for (const statement of triggers) await sql.raw(statement).execute(db);
    },
  };
}
