import { describe, expect, it } from 'vitest';
import { clumps, spreadOut, type DiversityKeys } from './feed-diversity';
import {
  categoryName,
  defaultSurface,
  interestUrl,
  surfaceInterestKind,
  todayArticleSurface,
  todayArticleTitle,
  todayArticleUrl,
  type DiscoverySurface,
  type TodayArticleKind,
} from './interests';
import { FOLLOWED_INTEREST_REASON } from '../pin-card/feedback-type';
import { RECOMMENDATION_REASONS } from './recommendation-reasons';

const sourdough = { id: '42', url_name: 'sourdough' };

describe('interestUrl: the discovery routes of spec 002 §2.1 (req 002-2.22)', () => {
  it.each<[string, DiscoverySurface, string]>([
    ['"/topics/{urlName}"', 'topics', '/topics/sourdough/'],
    ['"/ideas/{interest}/{id}"', 'ideas', '/ideas/sourdough/42/'],
    ['"/videos/{category}/{id}"', 'videos', '/videos/sourdough/42/'],
    ['"/shopping/{category}/{id}"', 'shopping', '/shopping/sourdough/42/'],
  ])('%s', (_route, surface, expected) => {
    expect(interestUrl(surface, sourdough)).toBe(expected);
  });

  it('escapes a url name that is not a plain slug', () => {
    expect(interestUrl('topics', { id: '1', url_name: 'a b' })).toBe('/topics/a%20b/');
  });

  it('hubs list topics on /topics/ and categories elsewhere; pages default by kind', () => {
    expect(surfaceInterestKind('topics')).toBe('topic');
    expect(surfaceInterestKind('videos')).toBe('category');
    expect(defaultSurface('topic')).toBe('topics');
    expect(defaultSurface('category')).toBe('ideas');
  });
});

describe('categoryName', () => {
  it.each([
    ['home_decor', 'Home decor'],
    ['food_drink', 'Food and drink'],
    ['womens_fashion', "Women's fashion"],
    ['diy_and_crafts', 'DIY and crafts'],
    ['pet_care', 'Pet care'],
    ['  Travel ', 'Travel'],
  ])('%s → %s', (code, expected) => {
    expect(categoryName(code)).toBe(expected);
  });
});

describe('today articles: "/today/best/, /today/trending/, /today/popular/, /today/shop/"', () => {
  it.each<[TodayArticleKind, string, string, DiscoverySurface]>([
    ['best', 'The best of Food and drink', '/today/best/', 'ideas'],
    ['trending', 'Trending now: Food and drink', '/today/trending/', 'topics'],
    ['popular', 'Popular in Food and drink', '/today/popular/', 'topics'],
    ['shop', 'Shop Food and drink', '/today/shop/', 'shopping'],
  ])('%s', (kind, title, url, surface) => {
    expect(todayArticleTitle(kind, 'Food and drink')).toBe(title);
    expect(todayArticleUrl(kind)).toBe(url);
    expect(todayArticleSurface(kind)).toBe(surface);
  });
});

describe('recommendation reasons', () => {
  it('"reason followed interest" is the same value the card reads', () => {
    expect(RECOMMENDATION_REASONS.followedInterest).toBe(FOLLOWED_INTEREST_REASON);
  });
});

describe('spreadOut: "no two consecutive pins from the same pinner/board where possible"', () => {
  const k = (pinner: string, board: string): DiversityKeys => ({ pinner, board });
  const id = (x: DiversityKeys) => x;
  it.each<[string, DiversityKeys[], number]>([
    ['already diverse stays as it is', [k('a', '1'), k('b', '2'), k('c', '3')], 0],
    ['same pinner twice gets split', [k('a', '1'), k('a', '2'), k('b', '3')], 0],
    ['same board twice gets split', [k('a', '1'), k('b', '1'), k('c', '2')], 0],
    ['where impossible, keeps what it must', [k('a', '1'), k('a', '2'), k('a', '3')], 2],
    [
      'a pinner three times in five',
      [k('a', '1'), k('a', '2'), k('a', '3'), k('b', '4'), k('c', '5')],
      0,
    ],
    ['empty', [], 0],
  ])('%s', (_case, items, expected) => {
    const out = spreadOut(items, id);
    expect(clumps(out, id)).toBe(expected);
    const key = (x: DiversityKeys) => `${x.pinner}/${x.board}`;
    expect(out.map(key).sort()).toEqual(items.map(key).sort());
  });

  it('keeps the order when nothing clumps (stable)', () => {
    const items = [k('a', '1'), k('b', '2'), k('a', '3'), k('c', '4')];
    expect(spreadOut(items, id)).toEqual(items);
  });
});
