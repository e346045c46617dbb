// Recent searches in this browser (recent-searches.ts): an open typeahead hears of a search
// remembered after it opened, and of a clear, through onRecentSearchesChange.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecentSearches,
  onRecentSearchesChange,
  readRecentSearches,
  rememberRecentSearch,
} from './recent-searches';

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onRecentSearchesChange', () => {
  it('tells a listener of each remembered search and of a clear, until it unsubscribes', () => {
    const seen: string[][] = [];
    const stop = onRecentSearchesChange(() => seen.push(readRecentSearches()));
    rememberRecentSearch('weding');
    rememberRecentSearch('tent');
    clearRecentSearches();
    stop();
    rememberRecentSearch('after');
    expect(seen).toEqual([['weding'], ['tent', 'weding'], []]);
    expect(readRecentSearches()).toEqual(['after']);
  });

  it('tells nobody when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    const listener = vi.fn();
    const stop = onRecentSearchesChange(listener);
    rememberRecentSearch('weding');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
