import type { Generated } from 'kysely';

/**
 * One row per registered upload (VIPResource, docs/API.md §3 "Uploads"). `status` goes registered →
 * processing → succeeded (with `signature`, the image's content hash) or failed (with
 * `failure_reason`, a media error code). `token_hash` is the SHA-256 of the secret the upload
 * POST must carry, so the upload URL works only for the one who registered it.
 */
export interface UploadsTable {
  id: Generated<number | string>;
  user_id: number | string;
  kind: string;
  status: string;
  token_hash: string;
  signature: string | null;
  failure_reason: string | null;
  created_at: number | string;
  updated_at: number | string;
}
