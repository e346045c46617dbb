import { describe, expect, it } from 'vitest';
import {
  compareNews,
  mergeNews,
  newsAfter,
  newsBadge,
  newsRank,
  type NewsPosition,
} from './news-rules';

const at = (t: number, rank: number, id: string): NewsPosition => ({ at: t, rank, id });

describe('compareNews: newest first, then the later kind, then the larger id', () => {
  it.each<[string, NewsPosition, NewsPosition, 'first' | 'second']>([
    ['a later time comes first', at(20, 0, '1'), at(10, 4, '9'), 'first'],
    ['at the same time, the later kind comes first', at(10, 1, '1'), at(10, 3, '1'), 'second'],
    ['same time and kind: the larger id first', at(10, 2, '9'), at(10, 2, '10'), 'second'],
    ['ids compare as numbers, not text', at(10, 2, '100'), at(10, 2, '99'), 'first'],
  ])('%s', (_rule, a, b, first) => {
    expect(compareNews(a, b) < 0 ? 'first' : 'second').toBe(first);
  });
});

describe('newsAfter: what a kind keeps to follow the position', () => {
  const position = at(100, newsRank('saved_your_pin'), '50');
  it.each<[string, Parameters<typeof newsAfter>[0], ReturnType<typeof newsAfter>]>([
    [
      'an earlier kind: everything up to that instant',
      'followed_you',
      { before: 100, orAt: 'all' },
    ],
    [
      'the same kind: that instant only below the id',
      'saved_your_pin',
      { before: 100, orAt: { idBelow: '50' } },
    ],
    [
      'a later kind: strictly before that instant',
      'commented_on_your_pin',
      { before: 100, orAt: 'none' },
    ],
  ])('%s', (_rule, kind, keeps) => {
    expect(newsAfter(kind, position)).toEqual(keeps);
  });
  it('the first page keeps everything', () => {
    expect(newsAfter('followed_you', null)).toBeNull();
  });
});

describe('mergeNews: the newest of every source, in order', () => {
  it('interleaves the sources and keeps the limit', () => {
    const follows = [at(30, 0, '7'), at(10, 0, '3')];
    const saves = [at(40, 1, '90'), at(30, 1, '80'), at(5, 1, '70')];
    expect(mergeNews([follows, saves], 4)).toEqual([
      at(40, 1, '90'),
      at(30, 1, '80'),
      at(30, 0, '7'),
      at(10, 0, '3'),
    ]);
  });
  it('pages that follow one another never repeat or skip an entry', () => {
    const all = [at(9, 0, '1'), at(9, 1, '2'), at(8, 1, '3'), at(8, 1, '4'), at(7, 4, '5')];
    const first = mergeNews([all], 2);
    const last = first[first.length - 1]!;
    const rest = all.filter((e) => compareNews(last, e) < 0);
    expect([...first, ...mergeNews([rest], 10)]).toEqual(mergeNews([all], 10));
  });
});

describe('newsBadge', () => {
  it.each<[number, string | null]>([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i unread -> %s', (n, badge) => {
    expect(newsBadge(n)).toBe(badge);
  });
});
