// Column types that differ between the engines, chosen in one place.
import { sql, type ColumnDefinitionBuilder, type Expression } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export function columnTypes(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    /** Auto-increment primary key. */
    id: (col: ColumnDefinitionBuilder) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    idType: pg ? ('bigint' as const) : ('integer' as const),
    ref: pg ? ('bigint' as const) : ('integer' as const),
    time: 'bigint' as const,
    flag: pg ? ('smallint' as const) : ('integer' as const),
    json: (pg ? sql`jsonb` : sql`text`) as Expression<unknown>,
  };
}
