// Which page a route shows, and what the server prefetches for the new routes (repin edit,
// board section, a blocked profile).
import { describe, expect, it } from 'vitest';
import { matchRoute } from '@corkboard/domain';
import { prefetchPage, resolvePage, sectionBySlug, type Prefetcher } from './pages';

describe('resolvePage', () => {
  it.each([
    ['/pin/12/repin/', { page: 'repin', id: '12' }],
    ['/pin/some-title--12/repin/', { page: 'repin', id: '12' }],
    [
      '/ada/kitchens/islands/',
      { page: 'board', username: 'ada', slug: 'kitchens', section: 'islands' },
    ],
    ['/ada/kitchens/', { page: 'board', username: 'ada', slug: 'kitchens' }],
    ['/pin-builder/', { page: 'pin-builder' }],
    ['/pin/create/', { page: 'pin-builder' }],
    ['/pin-creation-tool/', { page: 'pin-builder' }],
    ['/pin/12/edit/', { page: 'pin-edit', id: '12' }],
    ['/pin/some-title--12/edit/', { page: 'pin-edit', id: '12' }],
  ])('%s', (path, route) => {
    expect(resolvePage(matchRoute(path), null)).toEqual(route);
  });

  it('/pin/{id}/repin/x is not the repin page', () => {
    expect(resolvePage(matchRoute('/pin/12/repin/x/'), null)).toBeNull();
  });
});

describe('sectionBySlug', () => {
  const board = { sections: [{ id: '9', slug: 'islands' }] };
  it.each([
    ['islands', '9'],
    ['ISLANDS', '9'],
    ['nope', undefined],
  ])('%s', (slug, id) => {
    expect(sectionBySlug(board, slug)?.id).toBe(id);
  });
  it('a board without sections has none', () => {
    expect(sectionBySlug({}, 'islands')).toBeUndefined();
  });
});

function recorder(answers: Record<string, unknown>, failing: string[] = []) {
  const calls: unknown[] = [];
  const prefetch: Prefetcher = {
    async single(query) {
      calls.push(query.queryKey);
      const name = query.queryKey[1];
      if (failing.includes(name)) throw new Error(`${name} failed`);
      return answers[name] as never;
    },
    async feed(query) {
      calls.push(query.queryKey);
      const name = query.queryKey[1];
      if (failing.includes(name)) throw new Error(`${name} failed`);
    },
  };
  return { calls, prefetch };
}

describe('prefetchPage', () => {
  const board = { id: '77', sections: [{ id: '9', slug: 'islands' }] };

  it('a section page reads the board, then that section of its feed', async () => {
    const { calls, prefetch } = recorder({ BoardResource: board });
    await prefetchPage(
      { page: 'board', username: 'ada', slug: 'kitchens', section: 'islands' },
      prefetch,
    );
    expect(calls).toEqual([
      ['resource', 'BoardResource', { username: 'ada', slug: 'kitchens' }],
      ['resource', 'BoardFeedResource', { board_id: '77', section_id: '9' }],
    ]);
  });

  it('an unknown section is not_found', async () => {
    const { prefetch } = recorder({ BoardResource: board });
    await expect(
      prefetchPage({ page: 'board', username: 'ada', slug: 'kitchens', section: 'nope' }, prefetch),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('the repin page reads its pin', async () => {
    const { calls, prefetch } = recorder({ PinResource: { id: '12' } });
    await prefetchPage({ page: 'repin', id: '12' }, prefetch);
    expect(calls).toEqual([['resource', 'PinResource', { id: '12' }]]);
  });

  it('the pin editor reads its pin; the pin builder reads nothing first', async () => {
    const { calls, prefetch } = recorder({ PinResource: { id: '12' } });
    await prefetchPage({ page: 'pin-edit', id: '12' }, prefetch);
    await prefetchPage({ page: 'pin-builder' }, prefetch);
    expect(calls).toEqual([['resource', 'PinResource', { id: '12' }]]);
  });

  it('a profile the viewer blocked renders although its lists are not_found', async () => {
    const { prefetch } = recorder({ UserResource: { id: '5', blocked_by_me: true } }, [
      'BoardsResource',
    ]);
    await expect(
      prefetchPage({ page: 'profile', username: 'ada', tab: 'boards' }, prefetch),
    ).resolves.toBeUndefined();
  });

  it('any other profile list failure still fails the page', async () => {
    const { prefetch } = recorder({ UserResource: { id: '5' } }, ['BoardsResource']);
    await expect(
      prefetchPage({ page: 'profile', username: 'ada', tab: 'boards' }, prefetch),
    ).rejects.toThrow('BoardsResource failed');
  });
});
