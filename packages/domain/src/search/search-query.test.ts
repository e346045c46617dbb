import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayQuery,
  foldSearchText,
  fts5MatchExpression,
  parseSearchQuery,
  SEARCH_TERM_LENGTH_MAX,
  SEARCH_TERMS_MAX,
  tsQueryExpression,
} from './search-query';
import { isSearchScope, SEARCH_SCOPE_RULES, searchHref, searchScopeByCode } from './search-scopes';

describe('parseSearchQuery', () => {
  it.each([
    ['plain words, the last a prefix', 'Mid century chai', ['mid', 'century', 'chai'], true],
    ['diacritics folded as the index folds them', 'Café  ÉTÉ', ['cafe', 'ete'], true],
    ['combining accents folded too', 'cafe\u0301', ['cafe'], true],
    ['punctuation separates words', 'mid-century/chair', ['mid', 'century', 'chair'], true],
    [
      'FTS operators are plain words',
      'chair NEAR table NOT',
      ['chair', 'near', 'table', 'not'],
      true,
    ],
    [
      'FTS syntax characters are separators',
      '"chair" -table* ti:tle ^x',
      ['chair', 'table', 'ti', 'tle', 'x'],
      false,
    ],
    [
      'tsquery syntax characters are separators',
      "a & !b | c:* <-> 'd'",
      ['a', 'b', 'c', 'd'],
      false,
    ],
    ['repeats counted once', 'chair chair', ['chair'], true],
    ['a one-letter last term is not a prefix', 'big a', ['big', 'a'], false],
    ['other scripts are words', 'Дом 東京', ['дом', '東京'], true],
    ['nothing but symbols gives no terms', '!!! *** """', [], false],
    ['empty', '', [], false],
  ])('%s', (_rule, query, terms, prefixLast) => {
    expect(parseSearchQuery(query)).toEqual({ terms, prefixLast });
  });

  it(`keeps the first ${SEARCH_TERMS_MAX} terms and cuts terms at ${SEARCH_TERM_LENGTH_MAX}`, () => {
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(parseSearchQuery(many).terms).toHaveLength(SEARCH_TERMS_MAX);
    expect(parseSearchQuery('x'.repeat(500)).terms[0]).toHaveLength(SEARCH_TERM_LENGTH_MAX);
  });
});

describe('match expressions', () => {
  it.each([
    ['one prefix term', 'chai', '"chai"*', "'chai':*"],
    ['all terms required', 'walnut chair', '"walnut" "chair"*', "'walnut' & 'chair':*"],
    ['operators quoted', 'a OR b', '"a" "or" "b"', "'a' & 'or' & 'b'"],
  ])('%s', (_rule, query, fts5, tsquery) => {
    const parsed = parseSearchQuery(query);
    expect(fts5MatchExpression(parsed)).toBe(fts5);
    expect(tsQueryExpression(parsed)).toBe(tsquery);
  });

  it.each([
    [
      'whole title: every term within the title column',
      'walnut ch',
      '{title} : ("walnut" "ch"*)',
      "'walnut':A & 'ch':*A",
      'all',
    ],
    [
      'part title: any term of weight A',
      'walnut chair',
      '{title} : ("walnut" "chair"*)',
      "'walnut':A | 'chair':*A",
      'any',
    ],
  ] as const)('title matches (search-ranking.ts): %s', (_rule, query, fts5, tsquery, inTitle) => {
    const parsed = parseSearchQuery(query);
    expect(fts5MatchExpression(parsed, 'title')).toBe(fts5);
    expect(tsQueryExpression(parsed, inTitle)).toBe(tsquery);
  });

  it('any string gives expressions made of quoted letter-and-digit terms only', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (query) => {
        const parsed = parseSearchQuery(query);
        for (const term of parsed.terms) expect(term).toMatch(/^[\p{L}\p{N}\p{Co}]+$/u);
        expect(fts5MatchExpression(parsed)).toMatch(/^("[\p{L}\p{N}\p{Co}]+"\*? ?)*$/u);
        expect(tsQueryExpression(parsed)).toMatch(/^('[\p{L}\p{N}\p{Co}]+'(:\*)?( & )?)*$/u);
      }),
    );
  });
});

describe('foldSearchText and displayQuery', () => {
  it('folds Latin diacritics and case, keeps other letters', () => {
    expect(foldSearchText('Ærø ÇA Ødegaard')).toBe('ærø ca ødegaard');
  });
  it('shows the query trimmed with whitespace collapsed', () => {
    expect(displayQuery('  mid \n century ')).toBe('mid century');
  });
});

describe('search scopes (spec 000 §3, req 000-3.30)', () => {
  it.each([
    [0, 'pins'],
    [1, 'buyable_pins'],
    [2, 'videos'],
    [3, 'boards'],
    [4, 'users'],
    [5, null],
  ])('"Numeric codes 0 to 4 are pins, buyable, videos, boards, users": %i', (code, scope) => {
    expect(searchScopeByCode(code)).toBe(scope);
  });

  it.each([
    ['pins', 'pins', false],
    ['buyable_pins', 'pins', false],
    ['my_pins', 'pins', true],
    ['videos', 'pins', false],
    ['boards', 'boards', false],
    ['users', 'users', false],
    ['idea_pins', 'pins', false],
    ['my_content', 'pins', true],
    ['shop_tool', 'pins', false],
  ] as const)('"Search result types: … %s"', (scope, kind, signedIn) => {
    expect(isSearchScope(scope)).toBe(true);
    expect(SEARCH_SCOPE_RULES[scope]).toMatchObject({ scope, kind, signedIn });
  });

  it('anything else is no scope', () => {
    expect(isSearchScope('everything')).toBe(false);
  });
});

describe('searchHref', () => {
  it.each([
    ['pins', ' walnut chair ', '/search/pins/?q=walnut+chair'],
    ['boards', 'a&b', '/search/boards/?q=a%26b'],
    ['users', '', '/search/users/'],
  ] as const)('%s %j → %s', (scope, query, href) => {
    expect(searchHref(scope, query)).toBe(href);
  });
});
