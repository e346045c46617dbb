// The search typeahead's pure parts (issue 6): query suggestions read from the titles of
// matching pins, typo correction by edit distance, and the recent searches kept in the
// browser. Decided (docs/ARCHITECTURE.md, "Search"): suggestions come only from content the
// reader may see; recent searches never leave the browser.
import { searchWords, type SearchTerms } from './search-query';

/** Typeahead asks the server from 2 characters on (one letter matches half the index). */
export const TYPEAHEAD_MIN_CHARS = 2;
/** At most this many query suggestions, boards and people in one answer. */
export const TYPEAHEAD_QUERIES_MAX = 6;
export const TYPEAHEAD_BOARDS_MAX = 3;
export const TYPEAHEAD_USERS_MAX = 3;
/** Recent searches kept in localStorage, newest first. */
export const RECENT_SEARCHES_MAX = 8;
/** Terms shorter than this are never corrected (any change makes another word). */
export const TYPO_MIN_LENGTH = 4;

/**
 * Query suggestions from the titles of pins that match the terms, best match first: the terms
 * as typed with the last one completed from a title ("mid cen" → "mid century"), and the same
 * followed by the title's next word ("mid century chair"). The more titles give one, the
 * earlier it comes; ties keep the order of the titles.
 */
export function querySuggestions(
  query: SearchTerms,
  titles: readonly string[],
  max = TYPEAHEAD_QUERIES_MAX,
): string[] {
  const last = query.terms[query.terms.length - 1];
  if (last === undefined) return [];
  const head = query.terms.slice(0, -1);
  const counts = new Map<string, { count: number; order: number }>();
  const add = (text: string) => {
    const seen = counts.get(text);
    if (seen) seen.count += 1;
    else counts.set(text, { count: 1, order: counts.size });
  };
  for (const title of titles) {
    const words = searchWords(title);
    const matches = (w: string) => (query.prefixLast ? w.startsWith(last) : w === last);
    // Prefer the place where the title reads like the query ("big a" in "a big a-frame").
    const after = head[head.length - 1];
    const inPlace = words.findIndex((w, i) => matches(w) && i > 0 && words[i - 1] === after);
    const at = inPlace >= 0 ? inPlace : words.findIndex(matches);
    const completion = words[at];
    if (completion === undefined) continue;
    const base = [...head, completion].join(' ');
    add(base);
    const next = words[at + 1];
    if (next !== undefined && !head.includes(next)) add(`${base} ${next}`);
  }
  return [...counts]
    .sort(([, a], [, b]) => b.count - a.count || a.order - b.order)
    .slice(0, max)
    .map(([text]) => text);
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), counted in
 * code points, giving up past `max` (the answer is then max + 1).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = t.map((_, j) => j + 1);
  prev.unshift(0);
  for (let i = 1; i <= s.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[t.length]!;
}

/** How many edits a term of this length may be away from the word it means. */
export function typoAllowance(term: string): number {
  const length = [...term].length;
  if (length < TYPO_MIN_LENGTH) return 0;
  return length < 8 ? 1 : 2;
}

const VARIANT_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/**
 * Every string one edit away from `term` (deletion, transposition, substitution, insertion),
 * over a-z, 0-9 and the term's own letters: about 75 per character, so the lookup stays
 * bounded. Used on SQLite against the index's vocabulary.
 */
export function editVariants(term: string): string[] {
  const chars = [...term];
  const alphabet = [...new Set([...VARIANT_ALPHABET, ...chars])];
  const out = new Set<string>();
  for (let i = 0; i <= chars.length; i += 1) {
    const before = chars.slice(0, i).join('');
    const after = chars.slice(i).join('');
    for (const c of alphabet) out.add(before + c + after);
    if (i < chars.length) {
      const rest = chars.slice(i + 1).join('');
      out.add(before + rest);
      for (const c of alphabet) out.add(before + c + rest);
      if (i < chars.length - 1)
        out.add(before + chars[i + 1]! + chars[i]! + chars.slice(i + 2).join(''));
    }
  }
  out.delete(term);
  return [...out];
}

/**
 * The candidate word closest to `term` within its allowance (ties: the more frequent, then the
 * first given), or null. `frequency` counts how often each candidate occurs.
 */
export function closestWord(
  term: string,
  candidates: readonly string[],
  frequency: ReadonlyMap<string, number> = new Map(),
): string | null {
  const allowed = typoAllowance(term);
  if (allowed === 0) return null;
  let best: { word: string; distance: number; freq: number } | null = null;
  for (const word of candidates) {
    if (word === term) return null;
    const distance = editDistance(term, word, allowed);
    if (distance > allowed) continue;
    const freq = frequency.get(word) ?? 0;
    if (!best || distance < best.distance || (distance === best.distance && freq > best.freq)) {
      best = { word, distance, freq };
    }
  }
  return best?.word ?? null;
}

/** The recent searches after a completed search: newest first, no repeats, at most 8. */
export function rememberSearch(recent: readonly string[], query: string): string[] {
  const text = query.replace(/\s+/gu, ' ').trim();
  if (text === '') return [...recent];
  const key = text.toLowerCase();
  return [text, ...recent.filter((q) => q.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
}

/** Recent searches read back from storage: anything that is not a list of strings is empty. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((q): q is string => typeof q === 'string' && q.trim() !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}
