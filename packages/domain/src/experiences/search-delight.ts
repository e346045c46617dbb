// Search delight (spec 001 §3, component type 3, req 001-3.02): a short burst of icons over the
// search results when the query is one an operator chose (display_data.search_query_list), with
// its message. The spec names the component and the list, not how they meet or how it looks:
// these rules are ours. It takes no input and leaves no trace on the page, so it never blocks
// and is not an interruption; under reduced motion only its message shows.

/** How a search query and a list entry are compared: case, full-width forms and spaces aside. */
export function normalizeSearchQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const wordsOf = (text: string) => {
  const n = normalizeSearchQuery(text);
  return n === '' ? [] : n.split(' ');
};

/**
 * Whether a search matches one entry of search_query_list: the entry's words appear in the
 * query, together and in order ("halloween" matches "halloween costumes", not "halloweens").
 */
export function matchesSearchQueryList(
  list: readonly string[] | undefined,
  query: string | null | undefined,
): boolean {
  const words = wordsOf(query ?? '');
  if (words.length === 0) return false;
  return (list ?? []).some((entry) => {
    const want = wordsOf(entry);
    if (want.length === 0 || want.length > words.length) return false;
    for (let start = 0; start + want.length <= words.length; start += 1) {
      if (want.every((w, i) => words[start + i] === w)) return true;
    }
    return false;
  });
}

/** Icons in one burst. */
export const SEARCH_DELIGHT_ICON_COUNT = 14;
/** How long the burst and its message stay when display_data.duration says nothing. */
export const SEARCH_DELIGHT_DEFAULT_MS = 3200;
/** The longest an icon waits before it rises, so the last is still seen rising. */
const MAX_STAGGER_MS = 900;

/** One icon of the burst: where it starts (per cent of the width), when, and how it moves. */
export interface DelightParticle {
  leftPct: number;
  delayMs: number;
  /** Sideways drift while it rises, px. */
  driftPx: number;
  /** 0.7–1.3 of the icon's size. */
  scale: number;
  rotateDeg: number;
}

/** A small deterministic generator, so one experience bursts the same way every time. */
function generator(seed: number): () => number {
  let s = (Math.abs(Math.trunc(seed)) % 2147483646) + 1;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/**
 * The burst of an experience: SEARCH_DELIGHT_ICON_COUNT icons spread across the width (one per
 * equal slot, jittered inside it, so they never bunch), staggered in time, seeded by the
 * experience id.
 */
export function delightBurst(
  seed: number,
  count: number = SEARCH_DELIGHT_ICON_COUNT,
): DelightParticle[] {
  const next = generator(seed);
  const slot = 100 / count;
  return Array.from({ length: count }, (_, i) => ({
    leftPct: Math.round((i * slot + next() * slot) * 10) / 10,
    delayMs: Math.round(next() * MAX_STAGGER_MS),
    driftPx: Math.round((next() - 0.5) * 80),
    scale: Math.round((0.7 + next() * 0.6) * 100) / 100,
    rotateDeg: Math.round((next() - 0.5) * 60),
  }));
}

/** How long it stays: display_data.duration, kept to 1–10 s, else the default. */
export function delightDurationMs(duration: number | undefined): number {
  if (duration === undefined || !Number.isFinite(duration)) return SEARCH_DELIGHT_DEFAULT_MS;
  return Math.min(10_000, Math.max(1000, Math.round(duration)));
}
