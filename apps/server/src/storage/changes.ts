// After-commit change notifications: the one way the rest of the process learns that data
// changed. An announcement names the tables written, those of them whose existing rows changed
// (an update or delete, not only inserts), and the signed-in person whose request wrote
// (`writeActor`, set per request by app/build-app.ts), so caches can drop only what a write
// can have changed (feeds/read-invalidation.ts). A store's statement outside a transaction is announced once it has run (it is then
// committed); a transaction (storage/transaction.ts) is announced once it commits, with every
// table it wrote; a write that failed or was rolled back is never announced. The signed-out
// read cache listens (app/create-context.ts). A second app process will subscribe through the
// same seam, by relaying `emit` (PostgreSQL NOTIFY, Redis pub/sub).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AliasNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type QueryId,
  type RootOperationNode,
} from 'kysely';

/** What one committed write did, beyond its tables. */
export interface ChangeDetail {
  /** Tables where existing rows were updated or deleted (a subset of the tables). */
  rewritten: ReadonlySet<string>;
  /** The signed-in person whose request wrote; null when unknown (a script, a signed-out write). */
  actor: string | null;
}

/** The tables one committed write changed (`*`: a raw statement, tables unknown). */
export type ChangeListener = (tables: ReadonlySet<string>, detail: ChangeDetail) => void;

export interface Changes {
  subscribe(listener: ChangeListener): () => void;
  /** `rewritten` defaults to every table (the safe reading); the actor to the request's. */
  emit(tables: ReadonlySet<string>, rewritten?: ReadonlySet<string>): void;
}

/** Who the current request acts for; app/build-app.ts opens one per request. */
export const writeActor = new AsyncLocalStorage<{ id: string | null }>();

export function createChanges(): Changes {
  const listeners = new Set<ChangeListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(tables, rewritten = tables) {
      if (tables.size === 0) return;
      const detail = { rewritten, actor: writeActor.getStore()?.id ?? null };
      for (const listener of listeners) listener(tables, detail);
    },
  };
}

/** The tables a statement writes; none for a read (or a schema change, which is start-up). */
export function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return node.into ? [tableName(node.into)] : ['*'];
  if (UpdateQueryNode.is(node)) return node.table ? [tableName(node.table)] : ['*'];
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName);
  if (MergeQueryNode.is(node)) return [tableName(node.into)];
  // Raw SQL: our raw statements are reads and savepoints; a raw write is announced unnamed.
  if (
    RawNode.is(node) &&
    /^\s*(insert|update|delete|replace|merge)\b/i.test(node.sqlFragments[0] ?? '')
  ) {
    return ['*'];
  }
  return [];
}

/**
 * Columns that only order a list no cache holds (a person's boards by when they were last
 * pinned to): an update of these alone changes nothing anyone's cached reads show.
 */
const ORDERING_COLUMNS: Readonly<Record<string, ReadonlySet<string>>> = {
  boards: new Set(['last_pinned_at']),
};

/** The tables a statement changes existing rows of: an update, delete, merge or raw write. */
export function rewrittenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return [];
  if (UpdateQueryNode.is(node) && node.table && node.updates) {
    const table = tableName(node.table);
    const ordering = ORDERING_COLUMNS[table];
    const columns = node.updates.map((u) => (ColumnNode.is(u.column) ? u.column.column.name : '*'));
    if (ordering && columns.every((c) => ordering.has(c))) return [];
  }
  return writtenTables(node);
}

function tableName(node: OperationNode): string {
  if (AliasNode.is(node)) return tableName(node.node);
  if (TableNode.is(node)) return node.table.identifier.name;
  return '*';
}

/**
 * A Kysely plugin that calls `onWrite` with the tables of each write statement (and those it
 * rewrote) after it has run (a failed statement never gets there).
 */
export function writeTracker(
  onWrite: (tables: readonly string[], rewritten: readonly string[]) => void,
): KyselyPlugin {
  const pending = new WeakMap<QueryId, [string[], string[]]>();
  return {
    transformQuery({ node, queryId }) {
      const tables = writtenTables(node);
      if (tables.length > 0) pending.set(queryId, [tables, rewrittenTables(node)]);
      return node;
    },
    async transformResult({ result, queryId }) {
      const written = pending.get(queryId);
      if (written) {
        pending.delete(queryId);
        onWrite(...written);
      }
      return result;
    },
  };
}
