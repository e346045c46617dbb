import { describe, expect, it } from 'vitest';
import { changesSignedOutReads, createReadCache } from '../../src/http/read-cache';

describe('the signed-out read cache', () => {
  it('serves a stored body until it expires', () => {
    let t = 0;
    const cache = createReadCache({ ttlMs: 2000, now: () => t });
    cache.set('k', 'body', cache.generation());
    expect(cache.get('k')).toBe('body');
    t = 1999;
    expect(cache.get('k')).toBe('body');
    t = 2000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('is emptied by a write, and a read that began before the write is not stored', () => {
    const cache = createReadCache();
    cache.set('a', 'old', cache.generation());
    const before = cache.generation();
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'computed before the write', before);
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used entry past its size limits', () => {
    const cache = createReadCache({ maxEntries: 2 });
    const g = cache.generation();
    cache.set('a', '1', g);
    cache.set('b', '2', g);
    cache.get('a');
    cache.set('c', '3', g);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
  });

  it.each([
    [['pins'], true],
    [['sessions', 'boards'], true],
    [['*'], true],
    [['sessions'], false],
    [['uploads', 'sessions'], false],
    [['user_settings'], false],
    [['user_settings', 'user_follows'], true],
  ])(
    'is emptied by a commit writing %j: %s (sessions, uploads and settings are never shown signed out)',
    (tables, empties) => {
      expect(changesSignedOutReads(new Set(tables))).toBe(empties);
    },
  );
});

describe('the signed-out read cache switched off (READ_CACHE=0)', () => {
  it('stores nothing, so every signed-out read runs its resource', () => {
    const cache = createReadCache({ enabled: false });
    cache.set('k', 'body', cache.generation());
    expect(cache.get('k')).toBeUndefined();
  });
});
