// After-commit change notifications: the one way the rest of the process learns that data
// changed. A store's statement outside a transaction is announced once it has run (it is then
// committed); a transaction (storage/transaction.ts) is announced once it commits, with every
// table it wrote; a write that failed or was rolled back is never announced. The signed-out
// read cache listens (app/create-context.ts). A second app process will subscribe through the
// same seam, by relaying `emit` (PostgreSQL NOTIFY, Redis pub/sub).
import {
  AliasNode,
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

/** The tables one committed write changed (`*`: a raw statement, tables unknown). */
export type ChangeListener = (tables: ReadonlySet<string>) => void;

export interface Changes {
  subscribe(listener: ChangeListener): () => void;
  emit(tables: ReadonlySet<string>): void;
}

export function createChanges(): Changes {
  const listeners = new Set<ChangeListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(tables) {
      if (tables.size === 0) return;
      for (const listener of listeners) listener(tables);
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

function tableName(node: OperationNode): string {
  if (AliasNode.is(node)) return tableName(node.node);
  if (TableNode.is(node)) return node.table.identifier.name;
  return '*';
}

/**
 * A Kysely plugin that calls `onWrite` with the tables of each write statement after it has
 * run (a failed statement never gets there).
 */
export function writeTracker(onWrite: (tables: readonly string[]) => void): KyselyPlugin {
  const pending = new WeakMap<QueryId, string[]>();
  return {
    transformQuery({ node, queryId }) {
      const tables = writtenTables(node);
      if (tables.length > 0) pending.set(queryId, tables);
      return node;
    },
    async transformResult({ result, queryId }) {
      const tables = pending.get(queryId);
      if (tables) {
        pending.delete(queryId);
        onWrite(tables);
      }
      return result;
    },
  };
}
