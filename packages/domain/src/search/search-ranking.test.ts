import { describe, expect, it } from 'vitest';
import {
  boardSearchBand,
  pinSearchBand,
  SEARCH_ENGAGEMENT_CAP,
  searchMatchOf,
  searchScore,
  type SearchMatch,
} from './search-ranking';

describe('searchMatchOf: where the terms matched', () => {
  it.each([
    ['every term in the title', 2, 2, 'whole_title'],
    ['a one-term query found in the title', 1, 1, 'whole_title'],
    ['some terms in the title', 1, 3, 'part_title'],
    ['no term in the title', 0, 2, 'elsewhere'],
    ['no terms at all is no title match', 0, 0, 'elsewhere'],
  ] as const)('%s', (_rule, inTitle, terms, match) => {
    expect(searchMatchOf(inTitle, terms)).toBe(match);
  });
});

const pin = (match: SearchMatch, promoted: boolean, saves: number) =>
  searchScore(pinSearchBand(match, promoted), saves);

describe('pin results: text match, then engagement', () => {
  it.each([
    [
      'a whole-title match outranks a part-title match with far more saves',
      pin('whole_title', false, 0),
      pin('part_title', false, 900_000),
    ],
    [
      'a part-title match outranks a description match',
      pin('part_title', false, 0),
      pin('elsewhere', false, 50),
    ],
    [
      'among equal matches, more saves rank first',
      pin('whole_title', false, 12),
      pin('whole_title', false, 11),
    ],
    [
      'ads never outrank a strong organic match: an ad matching the whole title ranks after an organic pin that does, whatever the saves',
      pin('whole_title', false, 0),
      pin('whole_title', true, 900_000),
    ],
    [
      'an ad matching the whole title still ranks above organic pins that match less',
      pin('whole_title', true, 0),
      pin('part_title', false, 900_000),
    ],
    [
      'an organic description match ranks above an ad matching only there',
      pin('elsewhere', false, 0),
      pin('elsewhere', true, 5),
    ],
    [
      'saves past the cap count as the cap: the band still decides',
      pin('part_title', false, 0),
      pin('elsewhere', false, 10 * SEARCH_ENGAGEMENT_CAP),
    ],
  ])('%s', (_rule, higher, lower) => {
    expect(higher).toBeGreaterThan(lower);
  });

  it('a score is an integer the keyset cursor compares exactly', () => {
    const top = pin('whole_title', false, SEARCH_ENGAGEMENT_CAP);
    expect(Number.isSafeInteger(top)).toBe(true);
    expect(pin('elsewhere', true, -3)).toBe(0);
  });
});

describe('board results: pins and relevance', () => {
  it.each([
    [
      'an empty board comes after every board with pins, even with its name matching',
      searchScore(boardSearchBand('elsewhere', 1), 1),
      searchScore(boardSearchBand('whole_title', 0), 0),
    ],
    [
      'a name match outranks a description match',
      searchScore(boardSearchBand('whole_title', 1), 1),
      searchScore(boardSearchBand('elsewhere', 400), 400),
    ],
    [
      'among equal matches, more pins rank first',
      searchScore(boardSearchBand('part_title', 9), 9),
      searchScore(boardSearchBand('part_title', 3), 3),
    ],
  ])('%s', (_rule, higher, lower) => {
    expect(higher).toBeGreaterThan(lower);
  });
});
