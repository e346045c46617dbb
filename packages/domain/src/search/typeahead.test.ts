import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-query';
import {
  closestWord,
  editDistance,
  editVariants,
  parseRecentSearches,
  querySuggestions,
  RECENT_SEARCHES_MAX,
  rememberSearch,
  typoAllowance,
} from './typeahead';

describe('querySuggestions', () => {
  it.each([
    [
      'the last term completed, then with the next word, most frequent first',
      'mid cen',
      ['Walnut mid-century chair', 'Mid century chair', 'Mid-century lamp'],
      ['mid century', 'mid century chair', 'mid century lamp'],
    ],
    ['titles that match only elsewhere give nothing', 'chai', ['A lamp', 'Chair'], ['chair']],
    ['no terms, no suggestions', '!!', ['Chair'], []],
    [
      'a complete last term is matched whole',
      'big a',
      ['A big a-frame', 'big apple'],
      ['big a', 'big a frame'],
    ],
  ])('%s', (_rule, query, titles, expected) => {
    expect(querySuggestions(parseSearchQuery(query), titles)).toEqual(expected);
  });

  it('stops at the maximum', () => {
    const titles = Array.from({ length: 20 }, (_, i) => `chair${i} x${i}`);
    expect(querySuggestions(parseSearchQuery('chair'), titles, 4)).toHaveLength(4);
  });
});

describe('editDistance', () => {
  it.each([
    ['chair', 'chair', 0],
    ['chiar', 'chair', 1],
    ['chai', 'chair', 1],
    ['chaair', 'chair', 1],
    ['chaor', 'chair', 1],
    ['table', 'chair', 5],
    ['', 'ab', 2],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it('gives up past the maximum', () => {
    expect(editDistance('table', 'chair', 1)).toBe(2);
  });
});

describe('typo correction', () => {
  it.each([
    ['short terms are never corrected', 'cat', 0],
    ['one edit for 4 to 7 letters', 'chiar', 1],
    ['two from 8 letters on', 'kitchenn', 2],
  ])('%s', (_rule, term, allowed) => {
    expect(typoAllowance(term)).toBe(allowed);
  });

  it('edit variants hold every one-edit neighbour and not the term', () => {
    const variants = editVariants('chiar');
    expect(variants).toContain('chair');
    expect(variants).toContain('chia');
    expect(variants).toContain('chiars');
    expect(variants).not.toContain('chiar');
    expect(variants.length).toBeLessThan(75 * 6);
  });

  it.each([
    ['the nearest word', 'chiar', ['chair', 'chain'], new Map(), 'chair'],
    ['the more frequent of equals', 'chaor', ['chair', 'chaos'], new Map([['chaos', 3]]), 'chaos'],
    ['none within the allowance', 'chiar', ['table'], new Map(), null],
    ['none when the term is itself a word', 'chair', ['chair', 'chain'], new Map(), null],
  ])('%s', (_rule, term, candidates, frequency, expected) => {
    expect(closestWord(term, candidates, frequency)).toBe(expected);
  });
});

describe('recent searches', () => {
  it('newest first, no repeats (case-insensitive), trimmed, at most 8', () => {
    let recent: string[] = [];
    for (let i = 0; i < 10; i += 1) recent = rememberSearch(recent, `q${i}`);
    expect(recent).toHaveLength(RECENT_SEARCHES_MAX);
    expect(recent[0]).toBe('q9');
    expect(rememberSearch(['Chair', 'lamp'], ' chair ')).toEqual(['chair', 'lamp']);
    expect(rememberSearch(['lamp'], '   ')).toEqual(['lamp']);
  });

  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"a":1}', []],
    ['non-strings dropped', '["a", 1, null, " ", "b"]', ['a', 'b']],
  ])('read back: %s', (_rule, stored, expected) => {
    expect(parseRecentSearches(stored)).toEqual(expected);
  });
});
