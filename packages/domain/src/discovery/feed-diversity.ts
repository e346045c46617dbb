// A diverse grid (issue 6: the signed-out home feed is "popular, diverse"): no two consecutive
// pins from the same pinner or the same board, where the page allows it. Only the order within
// one page changes, so keyset paging is untouched.

export interface DiversityKeys {
  pinner: string;
  board: string;
}

/**
 * Greedy: each next item is the first remaining one that shares neither pinner nor board with
 * the item before it; when none qualifies, the first remaining one. Stable otherwise.
 */
export function spreadOut<T>(items: readonly T[], keysOf: (item: T) => DiversityKeys): T[] {
  const rest = [...items];
  const out: T[] = [];
  let previous: DiversityKeys | null = null;
  while (rest.length > 0) {
    let index = 0;
    if (previous !== null) {
      const prev: DiversityKeys = previous;
      const found = rest.findIndex((item) => {
        const k = keysOf(item);
        return k.pinner !== prev.pinner && k.board !== prev.board;
      });
      if (found >= 0) index = found;
    }
    const [next] = rest.splice(index, 1);
    out.push(next as T);
    previous = keysOf(next as T);
  }
  return out;
}

/** How many neighbours share a pinner or board (the figure spreadOut brings down). */
export function clumps<T>(items: readonly T[], keysOf: (item: T) => DiversityKeys): number {
  let n = 0;
  for (let i = 1; i < items.length; i += 1) {
    const a = keysOf(items[i - 1] as T);
    const b = keysOf(items[i] as T);
    if (a.pinner === b.pinner || a.board === b.board) n += 1;
  }
  return n;
}
