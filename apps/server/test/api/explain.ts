// The query plan of a Kysely query on the engine under test, as text, for plan tests
// (docs/DESIGN.md §3: hot queries have an EXPLAIN test on SQLite and PostgreSQL).
import { sql, type Kysely } from 'kysely';
import type { Storage } from '../../src/storage/db';
import type { Database } from '../../src/storage/schema/database';

export async function explainPlan(
  storage: Storage,
  query: { compile(): { sql: string; parameters: readonly unknown[] } },
): Promise<string> {
  const compiled = query.compile();
  const text = inline(compiled.sql, compiled.parameters);
  // One connection, so the setting applies to the EXPLAIN that follows it.
  return storage.db.connection().execute(async (db: Kysely<Database>) => {
    if (storage.engine === 'sqlite') {
      const rows = await sql.raw(`EXPLAIN QUERY PLAN ${text}`).execute(db);
      return (rows.rows as { detail: string }[]).map((r) => r.detail).join('\n');
    }
    await sql`SET enable_seqscan = off`.execute(db);
    try {
      const rows = await sql.raw(`EXPLAIN ${text}`).execute(db);
      return (rows.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
    } finally {
      await sql`RESET enable_seqscan`.execute(db);
    }
  });
}

function inline(text: string, params: readonly unknown[]): string {
  let i = 0;
  return text.replace(/\?|\$\d+/g, () => {
    const value = params[i++];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
