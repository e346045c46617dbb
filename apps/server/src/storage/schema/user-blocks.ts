/**
 * One row per block (spec 002 §1, §7, reqs 002-1.02, 002-7.12). `blocker_id` blocked `blocked_id`;
 * a block hides each one's content from the other (apps/server/src/policy/blocks.ts).
 * `block_source` and `block_context` are what the client said about where the block came from.
 */
export interface UserBlocksTable {
  blocker_id: number | string;
  blocked_id: number | string;
  block_source: string | null;
  block_context: string | null;
  created_at: number | string;
}
