// The home feed's blend (feeds/source-merge.ts): "blend deterministically (round-robin by
// source with dedupe), the bookmark encodes each source's cursor".
import { describe, expect, it } from 'vitest';
import {
  mergeRoundRobin,
  SOURCE_ENDED,
  type FeedSource,
  type SourceCursors,
} from '../../src/feeds/source-merge';

interface Item {
  id: number;
  root: number;
}

/** A keyset source over fixed rows (newest first by id), counting its reads. */
function source(key: string, ids: number[], roots: Record<number, number> = {}) {
  const rows = [...ids].sort((a, b) => b - a).map((id) => ({ id, root: roots[id] ?? id }));
  const reads: number[] = [];
  const s: FeedSource<Item> = {
    key,
    async fetch(after, limit) {
      reads.push(limit);
      return rows
        .filter((r) => after === null || r.id < Number(after))
        .slice(0, limit)
        .map((value) => ({ value, cursor: String(value.id) }));
    },
  };
  return Object.assign(s, { reads });
}

const opts = { limit: 4, dedupeKey: (v: Item) => String(v.root), maxFetches: 3 };

async function everyPage(make: () => FeedSource<Item>[], limit: number) {
  const pages: number[][] = [];
  let cursors: SourceCursors = {};
  for (let guard = 0; guard < 50; guard += 1) {
    const page = await mergeRoundRobin(make(), cursors, { ...opts, limit });
    pages.push(page.picked.map((p) => p.value.id));
    if (page.ended) break;
    cursors = page.cursors;
  }
  return pages;
}

describe('mergeRoundRobin', () => {
  it('takes one from each source in turn, in source order', async () => {
    const page = await mergeRoundRobin(
      [source('a', [10, 9, 8]), source('b', [20, 19]), source('c', [30])],
      {},
      { ...opts, limit: 5 },
    );
    expect(page.picked.map((p) => `${p.source}${p.value.id}`)).toEqual([
      'a10',
      'b20',
      'c30',
      'a9',
      'b19',
    ]);
    expect(page.cursors).toEqual({ a: '9', b: SOURCE_ENDED, c: SOURCE_ENDED });
    expect(page.ended).toBe(false);
  });

  it('shows a root once per page: a later duplicate is consumed, not shown', async () => {
    const page = await mergeRoundRobin(
      [source('a', [10, 9]), source('b', [20, 19], { 20: 10 })],
      {},
      { ...opts, limit: 3 },
    );
    expect(page.picked.map((p) => p.value.id)).toEqual([10, 19, 9]);
  });

  it('pages: each source resumes after its cursor, every row exactly once, then ends', async () => {
    const make = () => [source('a', [1, 3, 5, 7, 9, 11]), source('b', [2, 4]), source('c', [6])];
    const pages = await everyPage(make, 2);
    const all = pages.flat();
    expect([...all].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11]);
    expect(pages.every((p) => p.length <= 2)).toBe(true);
    expect(await everyPage(make, 2)).toEqual(pages); // deterministic
  });

  it('a row the viewer may not see is consumed (the cursor passes it) but not shown', async () => {
    const hidden: FeedSource<Item> = {
      key: 'a',
      async fetch(after, limit) {
        return [3, 2, 1]
          .filter((id) => after === null || id < Number(after))
          .slice(0, limit)
          .map((id) => ({ value: { id, root: id }, cursor: String(id), skip: id === 3 }));
      },
    };
    const page = await mergeRoundRobin([hidden], {}, { ...opts, limit: 1 });
    expect(page.picked.map((p) => p.value.id)).toEqual([2]);
    expect(page.cursors.a).toBe('2');
  });

  it('an ended source is never read again', async () => {
    const ended = source('a', [1, 2, 3]);
    const page = await mergeRoundRobin([ended, source('b', [9])], { a: SOURCE_ENDED }, opts);
    expect(ended.reads).toEqual([]);
    expect(page.picked.map((p) => p.value.id)).toEqual([9]);
    expect(page.ended).toBe(true);
  });

  it('reads a source at most maxFetches times a page (a page costs a bounded number of queries)', async () => {
    // Every row of `a` has the same root: it could be read forever without filling the page.
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    const dupes = source('a', ids, Object.fromEntries(ids.map((id) => [id, 1])));
    const page = await mergeRoundRobin([dupes], {}, { ...opts, limit: 4 });
    expect(dupes.reads.length).toBeLessThanOrEqual(3);
    expect(page.picked).toHaveLength(1);
    expect(page.cursors.a).not.toBe(SOURCE_ENDED);
  });
});
