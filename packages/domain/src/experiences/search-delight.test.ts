import { describe, expect, it } from 'vitest';
import {
  delightBurst,
  delightDurationMs,
  matchesSearchQueryList,
  normalizeSearchQuery,
  SEARCH_DELIGHT_DEFAULT_MS,
  SEARCH_DELIGHT_ICON_COUNT,
} from './search-delight';

describe('search delight: which searches it plays for (component type 3, req 001-3.02)', () => {
  it.each<[string, string[] | undefined, string | null, boolean]>([
    ['the search is an entry of search_query_list', ['halloween'], 'halloween', true],
    ['case and spaces do not count', ['Halloween Party'], '  halloween   PARTY ', true],
    ['full-width letters read as their plain form', ['halloween'], 'ｈａｌｌｏｗｅｅｎ', true],
    ['an entry inside a longer search', ['halloween'], 'easy halloween costumes', true],
    ['an entry of several words, together and in order', ['fall decor'], 'cozy fall decor', true],
    ['… not apart', ['fall decor'], 'fall table decor', false],
    ['… not reversed', ['fall decor'], 'decor fall', false],
    ['a whole word only', ['halloween'], 'halloweens', false],
    ['any entry of the list', ['christmas', 'halloween'], 'halloween', true],
    ['no search', ['halloween'], null, false],
    ['an empty search', ['halloween'], '   ', false],
    ['no list', undefined, 'halloween', false],
    ['a blank entry matches nothing', [' '], 'halloween', false],
    ['an entry longer than the search', ['halloween party ideas'], 'halloween party', false],
  ])('%s', (_rule, list, query, expected) =>
    expect(matchesSearchQueryList(list, query)).toBe(expected),
  );

  it('normalizes a search the way the list is compared', () => {
    expect(normalizeSearchQuery('  Soup\t&  Bread ')).toBe('soup & bread');
  });
});

describe('search delight: the burst', () => {
  it('is the same for one experience every time, and differs between experiences', () => {
    expect(delightBurst(42)).toEqual(delightBurst(42));
    expect(delightBurst(42)).not.toEqual(delightBurst(43));
  });

  it.each([0, 1, 7, 500863, 2 ** 31])(
    'spreads its icons across the width, one a slot, in time and size bounds (seed %s)',
    (seed) => {
      const burst = delightBurst(seed);
      expect(burst).toHaveLength(SEARCH_DELIGHT_ICON_COUNT);
      const slot = 100 / SEARCH_DELIGHT_ICON_COUNT;
      burst.forEach((p, i) => {
        expect(p.leftPct).toBeGreaterThanOrEqual(Math.floor(i * slot * 10) / 10);
        expect(p.leftPct).toBeLessThanOrEqual(Math.ceil((i + 1) * slot * 10) / 10);
        expect(p.delayMs).toBeGreaterThanOrEqual(0);
        expect(p.delayMs).toBeLessThanOrEqual(900);
        expect(p.scale).toBeGreaterThanOrEqual(0.7);
        expect(p.scale).toBeLessThanOrEqual(1.3);
        expect(Math.abs(p.driftPx)).toBeLessThanOrEqual(40);
        expect(Math.abs(p.rotateDeg)).toBeLessThanOrEqual(30);
      });
    },
  );

  it.each<[string, number | undefined, number]>([
    ['no duration: the default', undefined, SEARCH_DELIGHT_DEFAULT_MS],
    ['a duration in bounds', 4500, 4500],
    ['too short: one second', 10, 1000],
    ['too long: ten seconds', 60_000, 10_000],
    ['not a number: the default', Number.NaN, SEARCH_DELIGHT_DEFAULT_MS],
  ])('stays for display_data.duration: %s', (_rule, duration, expected) =>
    expect(delightDurationMs(duration)).toBe(expected),
  );
});
