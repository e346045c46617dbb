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
    // The app's other creation tools are the one builder on the web.
    ['/pin-editor/', { page: 'pin-builder' }],
    ['/idea-pin-builder/', { page: 'pin-builder' }],
    ['/story-pin-builder/', { page: 'pin-builder' }],
    ['/_/storyboard/', { page: 'pin-builder' }],
    // Req 002-2.07: "Pin paths with /sent/ or /feedback/ recognised separately": the closeup.
    ['/pin/12/sent/', { page: 'pin', id: '12', inviteCode: null }],
    ['/pin/a-door--12/feedback/', { page: 'pin', id: '12', inviteCode: null }],
    // Req 002-2.20: /unauth-profile: signed out, the way in.
    ['/unauth-profile/', { page: 'login' }],
    ['/pin/12/edit/', { page: 'pin-edit', id: '12' }],
    ['/pin/some-title--12/edit/', { page: 'pin-edit', id: '12' }],
    // "/pin/{id}/comments" (spec 002 §2.1, req 002-2.03; issue 16).
    ['/pin/12/comments/', { page: 'comments', id: '12' }],
    // "/notifications/" (spec 002 §2.1, req 002-2.19; issue 16): the news hub.
    ['/notifications/', { page: 'news', tab: 'updates' }],
    // "/conversation/{id}" (spec 002 §2.1; issue 16).
    ['/conversation/7/', { page: 'conversation', id: '7' }],
    [
      '/ada/kitchens/_tools/more-ideas/',
      { page: 'board', username: 'ada', slug: 'kitchens', moreIdeas: true },
    ],
    // Spec 002 §2.1 "Discovery" routes (reqs 002-2.22, 002-2.23).
    ['/topics/', { page: 'interests', surface: 'topics' }],
    ['/ideas/', { page: 'interests', surface: 'ideas' }],
    ['/videos/', { page: 'interests', surface: 'videos' }],
    ['/shopping/', { page: 'interests', surface: 'shopping' }],
    [
      '/topics/sourdough/',
      { page: 'interest', surface: 'topics', lookup: { url_name: 'sourdough' } },
    ],
    [
      '/ideas/food-and-drink/4/',
      { page: 'interest', surface: 'ideas', lookup: { interest_id: '4' } },
    ],
    ['/videos/travel/9/', { page: 'interest', surface: 'videos', lookup: { interest_id: '9' } }],
    [
      '/shopping/home-decor/3/',
      { page: 'interest', surface: 'shopping', lookup: { interest_id: '3' } },
    ],
    ['/today/', { page: 'today', kind: null }],
    ['/today/article/', { page: 'today', kind: null }],
    ['/today/best/', { page: 'today', kind: 'best' }],
    ['/today/trending/', { page: 'today', kind: 'trending' }],
    ['/today/popular/', { page: 'today', kind: 'popular' }],
    ['/today/shop/', { page: 'today', kind: 'shop' }],
    // Req 000-2.11: a discover article is one of Today's, in its web and its iOS deep-link form.
    ['/discover/article/best/', { page: 'today', kind: 'best' }],
    ['/discover_article/trending/', { page: 'today', kind: 'trending' }],
    ['/discover_article/article/', null],
    ['/discover/article/nothing/', null],
    // Req 000-2.08: "/edit : reached from 'Tune your home feed' in the reported-pin overlay".
    ['/edit/', { page: 'tuner' }],
    // Issue 16: the cookie choices (and, signed in, the account's settings).
    ['/settings/', { page: 'settings' }],
    // Issue 16: "/email/subscription": which news is mailed, by a mail's token signed out.
    ['/email/subscription/', { page: 'account-mail', view: 'email-subscription', token: '' }],
    // Issue 16: "/appealed-pin/: a person's own ... appeals".
    ['/appealed-pin/', { page: 'appeals' }],
    // Issue 16: "/reports-and-violations/: a person's own reports".
    ['/reports-and-violations/', { page: 'reports' }],
    // Issue 16: "/{username}/followers and /following".
    ['/ada/followers/', { page: 'follows', username: 'ada', list: 'followers' }],
    ['/ada/following/', { page: 'follows', username: 'ada', list: 'following' }],
  ])('%s', (path, route) => {
    expect(resolvePage(matchRoute(path), null)).toEqual(route);
  });

  it('a board page opens the dialog of an app link (?dialog=edit|collaborators), nothing else', () => {
    const board = matchRoute('/ada/porches/');
    expect(resolvePage(board, null, '?dialog=edit')).toEqual({
      page: 'board',
      username: 'ada',
      slug: 'porches',
      dialog: 'edit',
    });
    expect(resolvePage(board, null, '?dialog=delete')).toEqual({
      page: 'board',
      username: 'ada',
      slug: 'porches',
    });
  });

  it("/email/subscription/ reads the mail's token from the query", () => {
    expect(resolvePage(matchRoute('/email/subscription/'), null, '?token=Ab-9_')).toEqual({
      page: 'account-mail',
      view: 'email-subscription',
      token: 'Ab-9_',
    });
  });

  it('"invite_code on a pin page identifies an inviter"', () => {
    expect(resolvePage(matchRoute('/pin/a-door--12/'), null, '?invite_code=abcdef123456')).toEqual({
      page: 'pin',
      id: '12',
      inviteCode: 'abcdef123456',
    });
    expect(resolvePage(matchRoute('/pin/12/'), null, '?invite_code=no!')).toEqual({
      page: 'pin',
      id: '12',
      inviteCode: null,
    });
  });

  it("/notifications/?tab=messages is the news hub's Messages tab", () => {
    expect(resolvePage(matchRoute('/notifications/'), null, '?tab=messages')).toEqual({
      page: 'news',
      tab: 'messages',
    });
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

/** Grids ask for grid items (docs/API.md §2); the key holds the options as sent. */
const GRID = { field_set_key: 'grid_item' };

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
      ['resource', 'BoardFeedResource', { board_id: '77', section_id: '9', ...GRID }],
    ]);
  });

  it('an unknown section is not_found', async () => {
    const { prefetch } = recorder({ BoardResource: board });
    await expect(
      prefetchPage({ page: 'board', username: 'ada', slug: 'kitchens', section: 'nope' }, prefetch),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('the closeup reads its pin and its first few comments, which may fail alone', async () => {
    const { calls, prefetch } = recorder({ PinResource: { id: '12' } }, ['PinCommentsResource']);
    await prefetchPage({ page: 'pin', id: '12', inviteCode: null }, prefetch);
    expect(calls).toEqual([
      ['resource', 'PinResource', { id: '12' }],
      ['resource', 'PinCommentsResource', { pin_id: '12', page_size: 2 }],
    ]);
    const lost = recorder({}, ['PinResource']);
    await expect(
      prefetchPage({ page: 'pin', id: '12', inviteCode: null }, lost.prefetch),
    ).rejects.toThrow();
  });

  it('a shared idea also reads who shared it; "the invite is null on failure", not the page', async () => {
    const { calls, prefetch } = recorder({ PinResource: { id: '12' } }, [
      'InviteCodeMetadataResource',
    ]);
    await prefetchPage({ page: 'pin', id: '12', inviteCode: 'abcdef123456' }, prefetch);
    expect(calls).toContainEqual([
      'resource',
      'InviteCodeMetadataResource',
      { invite_code: 'abcdef123456' },
    ]);
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

  it('the comments page reads its pin and the first page of its comments', async () => {
    const { calls, prefetch } = recorder({ PinResource: { id: '12' } });
    await prefetchPage({ page: 'comments', id: '12' }, prefetch);
    expect(calls).toEqual([
      ['resource', 'PinResource', { id: '12' }],
      ['resource', 'PinCommentsResource', { pin_id: '12' }],
    ]);
  });

  it("a board's more ideas reads the board, then its more ideas feed", async () => {
    const { calls, prefetch } = recorder({ BoardResource: board });
    await prefetchPage(
      { page: 'board', username: 'ada', slug: 'kitchens', moreIdeas: true },
      prefetch,
    );
    expect(calls).toEqual([
      ['resource', 'BoardResource', { username: 'ada', slug: 'kitchens' }],
      ['resource', 'BoardMoreIdeasFeedResource', { board_id: '77', ...GRID }],
    ]);
  });

  it('an interest page reads the interest and its grid on that surface', async () => {
    const { calls, prefetch } = recorder({ TopicResource: { id: '4' } });
    await prefetchPage(
      { page: 'interest', surface: 'videos', lookup: { interest_id: '4' } },
      prefetch,
    );
    expect(calls).toEqual([
      ['resource', 'TopicResource', { interest_id: '4', surface: 'videos' }],
      ['resource', 'TopicFeedResource', { interest_id: '4', surface: 'videos', ...GRID }],
    ]);
  });

  it("a today article reads the article, then its interest's grid on its surface", async () => {
    const article = { kind: 'shop', surface: 'shopping', interest: { id: '3' } };
    const { calls, prefetch } = recorder({ TodayArticlesResource: [article] });
    await prefetchPage({ page: 'today', kind: 'shop' }, prefetch);
    expect(calls).toEqual([
      ['resource', 'TodayArticlesResource', { kind: 'shop' }],
      ['resource', 'TopicFeedResource', { interest_id: '3', surface: 'shopping', ...GRID }],
    ]);
  });

  it('a today article with no candidate is not_found; /today/ with none is an empty page', async () => {
    const { prefetch } = recorder({ TodayArticlesResource: [] });
    await expect(prefetchPage({ page: 'today', kind: 'best' }, prefetch)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(prefetchPage({ page: 'today', kind: null }, prefetch)).resolves.toBeUndefined();
  });

  it('the tuner reads HomefeedTunerResource signed in, nothing signed out', async () => {
    const signedOut = recorder({});
    await prefetchPage({ page: 'tuner' }, signedOut.prefetch, null);
    expect(signedOut.calls).toEqual([]);
    const signedIn = recorder({ HomefeedTunerResource: {} });
    await prefetchPage({ page: 'tuner' }, signedIn.prefetch, { id: '1' } as never);
    expect(signedIn.calls).toEqual([['resource', 'HomefeedTunerResource', {}]]);
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
