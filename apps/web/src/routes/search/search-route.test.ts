// The search routes (spec 002 §2.1, req 002-2.21: "/search, /search/pins"; issue 6): which page
// they show and what the server prefetches for it.
import { describe, expect, it } from 'vitest';
import type { Me } from '@corkboard/contracts';
import { matchRoute } from '@corkboard/domain';
import { prefetchPage, resolvePage, type PageRoute, type Prefetcher } from '../pages';

const viewer = { id: '1', username: 'ada' } as Me;

describe('resolvePage for search', () => {
  it.each([
    ['/search/', '?q=walnut', null, { scope: 'pins', query: 'walnut', loginRequired: false }],
    ['/search/pins/', 'q=walnut+chair', null, { scope: 'pins', query: 'walnut chair' }],
    ['/search/boards/', '?q=a%26b', null, { scope: 'boards', query: 'a&b' }],
    ['/search/users/', '', null, { scope: 'users', query: '' }],
    ['/search/my_pins/', '?q=x', null, { scope: 'my_pins', loginRequired: true }],
    ['/search/my_pins/', '?q=x', viewer, { scope: 'my_pins', loginRequired: false }],
  ])('%s%s', (path, search, who, expected) => {
    expect(resolvePage(matchRoute(path), who, search)).toMatchObject({
      page: 'search',
      ...expected,
    });
  });

  it('an unknown scope is not a page', () => {
    expect(resolvePage(matchRoute('/search/everything/'), null, '?q=x')).toBeNull();
  });
});

describe('prefetchPage for search', () => {
  const run = async (route: PageRoute) => {
    const calls: unknown[] = [];
    const prefetch: Prefetcher = {
      single: async (query) => {
        calls.push(query.queryKey);
        return undefined as never;
      },
      feed: async (query) => {
        calls.push(query.queryKey);
      },
    };
    await prefetchPage(route, prefetch);
    return calls;
  };
  const search = (scope: string, query: string, loginRequired = false) =>
    ({ page: 'search', scope, query, loginRequired }) as PageRoute;

  it.each([
    ['pins', 'walnut'],
    ['boards', 'walnut'],
    ['users', 'walnut'],
    ['videos', 'walnut'],
  ])('the first page of %s results, under the key the page reads', async (scope, query) => {
    // Pin scopes ask for grid items (docs/API.md §2); boards and people do not.
    const grid = scope === 'pins' || scope === 'videos' ? { field_set_key: 'grid_item' } : {};
    expect(await run(search(scope, ` ${query} `))).toEqual([
      ['resource', 'BaseSearchResource', { query, scope, ...grid }],
    ]);
  });

  it('nothing without a query, or when the scope needs a login', async () => {
    expect(await run(search('pins', '  '))).toEqual([]);
    expect(await run(search('my_pins', 'walnut', true))).toEqual([]);
  });
});
