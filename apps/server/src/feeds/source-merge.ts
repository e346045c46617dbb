// Blends keyset sources into one page, deterministically: round-robin by source (each turn,
// each source gives its next pin not already on the page), with one cursor per source. A
// source is read lazily in batches; rows it yields that are skipped (a duplicate of a pin
// already on the page, or a row marked `skip`) are still consumed, so the next page starts
// after them.

export interface SourceItem<T> {
  value: T;
  /** Keyset position of this row in its source. */
  cursor: string;
  /** A row the viewer is not to see: consumed (the cursor moves past it), never shown. */
  skip?: boolean;
}

export interface FeedSource<T> {
  key: string;
  fetch(after: string | null, limit: number): Promise<SourceItem<T>[]>;
}

/** Per source: null (not started), a cursor, or 'e' (ended). */
export type SourceCursors = Record<string, string | null>;
export const SOURCE_ENDED = 'e';

export interface MergeOptions<T> {
  limit: number;
  /** Pins with the same key appear once per page (the root pin, so a save and its original). */
  dedupeKey: (value: T) => string;
  /** Reads a source at most this many times a page (bounds a page's queries). */
  maxFetches: number;
}

export interface MergeResult<T> {
  picked: { source: string; value: T }[];
  cursors: SourceCursors;
  /** Every source has ended: this page is the last. */
  ended: boolean;
}

interface State<T> {
  source: FeedSource<T>;
  cursor: string | null;
  buffer: SourceItem<T>[];
  /** The last read returned as many rows as asked (there may be more). */
  more: boolean;
  fetches: number;
  done: boolean;
}

export async function mergeRoundRobin<T>(
  sources: FeedSource<T>[],
  start: SourceCursors,
  options: MergeOptions<T>,
): Promise<MergeResult<T>> {
  const states: State<T>[] = sources.map((source) => {
    const at = start[source.key] ?? null;
    return {
      source,
      cursor: at === SOURCE_ENDED ? null : at,
      buffer: [],
      more: at !== SOURCE_ENDED,
      fetches: 0,
      done: at === SOURCE_ENDED,
    };
  });
  const active = states.filter((s) => !s.done);
  // First reads in parallel, each about its share of the page (+1 to see past it).
  const share = Math.ceil(options.limit / Math.max(1, active.length)) + 1;
  await Promise.all(active.map((s) => read(s, share)));

  const picked: MergeResult<T>['picked'] = [];
  const seen = new Set<string>();
  while (picked.length < options.limit) {
    let progressed = false;
    for (const state of states) {
      if (picked.length >= options.limit) break;
      const item = await nextUnique(state, seen, options);
      if (!item) continue;
      picked.push({ source: state.source.key, value: item.value });
      progressed = true;
    }
    if (!progressed) break;
  }

  const cursors: SourceCursors = {};
  for (const s of states) {
    const ended = s.done || (s.buffer.length === 0 && !s.more);
    cursors[s.source.key] = ended ? SOURCE_ENDED : s.cursor;
  }
  return {
    picked,
    cursors,
    ended: Object.values(cursors).every((c) => c === SOURCE_ENDED),
  };
}

async function read<T>(state: State<T>, limit: number): Promise<void> {
  const rows = await state.source.fetch(state.cursor, limit);
  state.fetches += 1;
  state.buffer.push(...rows);
  state.more = rows.length >= limit;
}

/** The source's next row whose key is not on the page yet, consuming what it skips. */
async function nextUnique<T>(
  state: State<T>,
  seen: Set<string>,
  options: MergeOptions<T>,
): Promise<SourceItem<T> | null> {
  for (;;) {
    if (state.done) return null;
    if (state.buffer.length === 0) {
      if (!state.more || state.fetches >= options.maxFetches) {
        if (!state.more) state.done = true;
        return null;
      }
      await read(state, options.limit + 1);
      if (state.buffer.length === 0) {
        state.done = true;
        return null;
      }
    }
    const item = state.buffer.shift()!;
    state.cursor = item.cursor;
    if (item.skip) continue;
    const key = options.dedupeKey(item.value);
    if (seen.has(key)) continue;
    seen.add(key);
    return item;
  }
}
