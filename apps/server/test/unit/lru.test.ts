// The read model's bounded maps (feeds/lru.ts): at most `max` entries, the least recently
// used forgotten first, a value read lately kept across a turnover.
import { describe, expect, it } from 'vitest';
import { LruMap } from '../../src/feeds/lru';

describe('LruMap', () => {
  it('never holds more than max entries', () => {
    const map = new LruMap<number, number>(10);
    for (let i = 0; i < 1000; i += 1) {
      map.set(i, i);
      expect(map.size).toBeLessThanOrEqual(10);
    }
    // The last entries set are there.
    expect(map.get(999)).toBe(999);
    expect(map.get(995)).toBe(995);
  });

  it('forgets the least recently used first: an entry read lately outlives ones set after it', () => {
    const map = new LruMap<string, number>(4);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3); // turnover: a, b are old
    map.get('a'); // read: a is young again
    map.set('d', 4); // turnover: b (not read since) is dropped; c, a are old
    map.set('e', 5);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('e')).toBe(5);
  });

  it('set replaces a value, delete and clear forget', () => {
    const map = new LruMap<string, number>(4);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.get('a')).toBe(2);
    expect(map.size).toBe(1);
    map.set('b', 3);
    map.set('c', 4); // a, b old
    map.set('a', 5); // from old into young, once
    expect(map.get('a')).toBe(5);
    expect(map.size).toBe(3);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.clear();
    expect(map.size).toBe(0);
    expect(map.get('b')).toBeUndefined();
  });
});
