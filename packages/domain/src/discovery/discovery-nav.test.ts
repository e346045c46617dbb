import { describe, expect, it } from 'vitest';
import {
  DISCOVERY_TABS,
  discoveryTabHref,
  EXPLORE_HREF,
  headerSection,
  type HeaderSection,
} from './discovery-nav';
import { DISCOVERY_SURFACES } from './interests';

describe('headerSection: which header pill a page of spec 002 §2.1 marks as current (reqs 002-2.22, 002-2.23)', () => {
  it.each<[string, HeaderSection | null]>([
    ['/', 'home'],
    ['/homefeed/', 'home'],
    ['/today/', 'today'],
    ['/today/best/', 'today'],
    ['/today/article/', 'today'],
    ['/ideas/', 'explore'],
    ['/ideas/food-and-drink/23/', 'explore'],
    ['/topics/', 'explore'],
    ['/topics/sourdough/', 'explore'],
    ['/videos/', 'explore'],
    ['/videos/travel/7/', 'explore'],
    ['/shopping/', 'explore'],
    ['/shopping/home-decor/28/', 'explore'],
    ['/search/pins/', null],
    ['/pin/123/', null],
    ['/todayfan/', null],
    ['/ideasmith/boards/', null],
    ['/discover/article/x/', null],
  ])('%s → %s', (path, expected) => {
    expect(headerSection(path)).toBe(expected);
  });
});

describe('the discovery tabs', () => {
  it('"/today, /ideas, /topics, /videos/, /shopping/": Today first, then every hub', () => {
    expect(DISCOVERY_TABS.map(discoveryTabHref)).toEqual([
      '/today/',
      '/ideas/',
      '/topics/',
      '/videos/',
      '/shopping/',
    ]);
    for (const surface of DISCOVERY_SURFACES) expect(DISCOVERY_TABS).toContain(surface);
  });

  it('Explore leads to the ideas hub, whose tab it marks', () => {
    expect(EXPLORE_HREF).toBe('/ideas/');
    expect(headerSection(EXPLORE_HREF)).toBe('explore');
  });
});
