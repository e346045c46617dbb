// A short-lived cache of signed-out API reads. Signed-out viewers all see the same thing (no
// saved_info, the same privacy filter), so a popular page — the home feed above all — is
// serialised once and served as it is (text, or a buffer of UTF-8). A committed write empties it (storage/changes.ts;
// the generation moves on, so a read that started before the commit is not stored); a refused
// request never does. Entries expire after `ttlMs` so several app processes behind one load
// balancer converge quickly. Switched off (READ_CACHE=off, `enabled: false`) it stores
// nothing, so every signed-out read runs its resource.
import { PRIVATE_TABLES as UNSHOWN_TABLES } from '../feeds/read-invalidation';

export interface ReadCache {
  /** The generation to pass back to `set`: a write in between discards the stored value. */
  generation(): number;
  get(key: string): string | Buffer | undefined;
  set(key: string, body: string | Buffer, generation: number): void;
  invalidate(): void;
}

/**
 * Tables no signed-out read ever shows: writing them (a sign-in, an upload, a member's cookie
 * answer or theme) keeps the cache.
 */
const PRIVATE_TABLES = new Set(['sessions', 'user_settings', ...UNSHOWN_TABLES]);

export function changesSignedOutReads(tables: ReadonlySet<string>): boolean {
  for (const table of tables) if (!PRIVATE_TABLES.has(table)) return true;
  return false;
}

export function createReadCache(
  options: {
    enabled?: boolean;
    ttlMs?: number;
    maxEntries?: number;
    maxBytes?: number;
    now?: () => number;
  } = {},
): ReadCache {
  const enabled = options.enabled ?? true;
  const ttlMs = options.ttlMs ?? 2000;
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  // Map keeps insertion order: re-inserting on read makes it an LRU.
  const entries = new Map<string, { body: string | Buffer; expires: number }>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  return {
    generation: () => generation,
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, body, at) {
      if (!enabled || at !== generation || body.length > maxBytes / 8) return;
      drop(key);
      entries.set(key, { body, expires: now() + ttlMs });
      bytes += body.length;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    invalidate() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
  };
}
