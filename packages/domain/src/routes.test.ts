import { describe, expect, it } from 'vitest';
import {
  boardPath,
  boardSectionPath,
  boardSlugFor,
  dedupeSlug,
  isValidUsername,
  matchRoute,
  moreIdeasPath,
  normalizeUsername,
  pinIdFromSegment,
  pinPath,
  profilePath,
  routeHref,
  safeNextPath,
  slugify,
} from './routes';

// Loose view of routeHref for table-driven cases over every route name.
const hrefOf = routeHref as (
  name: string,
  params?: Record<string, string>,
  query?: object,
) => string;

describe('matchRoute', () => {
  it.each([
    ['002 §2.1, req 002-2.01: "/ and /homefeed/ : home."', '/', { name: 'home', params: {} }],
    [
      '002 §2.1, req 002-2.01: "/ and /homefeed/ : home."',
      '/homefeed/',
      { name: 'home', params: {} },
    ],
    ['trailing slash is optional', '/homefeed', { name: 'home', params: {} }],
    [
      '002 §2.1, req 002-2.02: "/pin/{id} : pin closeup."',
      '/pin/123',
      { name: 'pin', params: { id: '123' } },
    ],
    [
      '002 §2.1, req 002-2.02: "The pin id is the last segment after a double-dash separator when the pin URL is a slug."',
      '/pin/lemon-tart--987/',
      { name: 'pin', params: { id: '987' } },
    ],
    [
      '002 §2.1, req 002-2.03: "/pin/{id}/comments"',
      '/pin/5/comments/',
      { name: 'pin-comments', params: { id: '5' } },
    ],
    [
      '002 §2.1, req 002-2.04: "/pin/{id}/edit"',
      '/pin/5/edit',
      { name: 'pin-edit', params: { id: '5' } },
    ],
    [
      '002 §2.1, req 002-2.05: "The pin repin edit route is /pin/{pinId}/repin/"',
      '/pin/5/repin/',
      { name: 'pin-repin', params: { id: '5' } },
    ],
    [
      '002 §2.1, req 002-2.05: "(but /pin/{id}/repin/x is a separate case)"',
      '/pin/5/repin/x/',
      null,
    ],
    [
      '002 §2.1, req 002-2.06: "/pin/{id}/visual-search/products/"',
      '/pin/5/visual-search/products/',
      { name: 'pin-visual-search-products', params: { id: '5' } },
    ],
    [
      '002 §2.1, req 002-2.07: "Pin paths containing /sent/ or /feedback/ are recognised separately."',
      '/pin/5/sent/',
      { name: 'pin-sent', params: { id: '5' } },
    ],
    ['002 §2.1, req 002-2.08: "/pin/create/"', '/pin/create/', { name: 'pin-builder', params: {} }],
    ['002 §2.1, req 002-2.08: "/pin-builder"', '/pin-builder', { name: 'pin-builder', params: {} }],
    [
      '002 §2.1, req 002-2.08: "/pin-creation-tool"',
      '/pin-creation-tool/',
      { name: 'pin-builder', params: {} },
    ],
    [
      '002 §2.1, req 002-2.09: "/_/storyboard"',
      '/_/storyboard/',
      { name: 'storyboard', params: {} },
    ],
    ['a pin segment that is not an id is no pin', '/pin/hello/', null],
    [
      '002 §2.1, req 002-2.12: "/{username}/{boardSlug} : board."',
      '/alice/summer-recipes/',
      { name: 'board', params: { username: 'alice', slug: 'summer-recipes' } },
    ],
    [
      '000 §6, req 000-6.03: "Sees lowercase profile and board URLs": usernames match case-insensitively',
      '/Alice/Summer-Recipes',
      { name: 'board', params: { username: 'alice', slug: 'summer-recipes' } },
    ],
    [
      '002 §2.1, req 002-2.13: "/{username}/{boardId}/{boardSectionId} : board section."',
      '/alice/recipes/soups/',
      {
        name: 'board-section',
        params: { username: 'alice', boardSlug: 'recipes', sectionSlug: 'soups' },
      },
    ],
    [
      'ours: a board\'s "More ideas" tab (000 §2, req 000-2.15: BoardMoreIdeasTabContent)',
      '/Alice/Recipes/_tools/more-ideas/',
      { name: 'board-more-ideas', params: { username: 'alice', slug: 'recipes' } },
    ],
    [
      '002 §2.1, req 002-2.15: "/{username}/ : profile"',
      '/bob_99/',
      { name: 'profile', params: { username: 'bob_99' } },
    ],
    [
      '002 §2.1, req 002-2.15: "/{username}/_saved : profile saved list."',
      '/bob_99/_saved',
      { name: 'profile-saved', params: { username: 'bob_99' } },
    ],
    [
      '002 §2.1, req 002-2.15: profile created list',
      '/bob_99/_created/',
      { name: 'profile-created', params: { username: 'bob_99' } },
    ],
    [
      '002 §2.1, req 002-2.12: "Reserved first segments (pin, search, login, signup, business ...) are excluded"',
      '/business/ideas/',
      null,
    ],
    [
      '002 §2.1, req 002-2.12: "... are excluded, as are sub-paths ... tried."',
      '/bob_99/tried/',
      null,
    ],
    [
      '002 §2.1, req 002-2.12: "... are excluded, as are sub-paths ... _tools"',
      '/bob_99/_tools/',
      null,
    ],
    [
      '002 §2.1, req 002-2.16: "A reserved list ... is never treated as a profile /{username}/."',
      '/help/',
      null,
    ],
    [
      '002 §5, req 002-5.08: "Profile route rejects reserved names."',
      '/Settings',
      { name: 'settings', params: {} },
    ],
    [
      '002 §5, req 002-5.08: "Profile route rejects reserved names." (no page of our own)',
      '/admin/',
      null,
    ],
    [
      '002 §2.1, req 002-2.15: "/me/ : target of the quick-save "Saved to" overlay."',
      '/me/',
      { name: 'me', params: {} },
    ],
    ['002 §2.1, req 002-2.18: "/login"', '/login', { name: 'login', params: {} }],
    ['002 §2.1, req 002-2.18: "/signup"', '/signup/', { name: 'signup', params: {} }],
    [
      '002 §2.1, req 002-2.21: "/search/pins"',
      '/search/pins/',
      { name: 'search-pins', params: {} },
    ],
    [
      '002 §2.1, req 002-2.21: "/search"',
      '/search/boards/',
      { name: 'search', params: { scope: 'boards' } },
    ],
    ["search scopes are the API's list", '/search/everything/', null],
    [
      '002 §2.1, req 002-2.22: "/topics/{urlName}"',
      '/topics/home-decor/',
      { name: 'topic', params: { urlName: 'home-decor' } },
    ],
    [
      '002 §2.1, req 002-2.22: "/ideas/{interest}/{id}"',
      '/ideas/baking/9123/',
      { name: 'ideas-interest', params: { interest: 'baking', id: '9123' } },
    ],
    ['002 §2.1, req 002-2.23: "/today"', '/today/', { name: 'today', params: {} }],
    [
      '002 §2.1, req 002-2.23: "/today/trending/"',
      '/today/trending/',
      { name: 'today-trending', params: {} },
    ],
    [
      '002 §2.1, req 002-2.22: "/videos/{category}/{id}"',
      '/videos/diy/77/',
      { name: 'videos-category', params: { category: 'diy', id: '77' } },
    ],
    ['002 §2.1, req 002-2.22: "/shopping/"', '/shopping/', { name: 'shopping', params: {} }],
    [
      '000 §2, req 000-2.08: "/edit : reached from "Tune your home feed""',
      '/edit',
      { name: 'edit', params: {} },
    ],
    ['the card gallery page', '/_/cards/', { name: 'cards', params: {} }],
    [
      '002 §2.1, req 002-2.14: "/board/{id}/edit/collaborators"',
      '/board/12/edit/collaborators/',
      { name: 'board-edit-collaborators', params: { id: '12' } },
    ],
    [
      '002 §2.1, req 002-2.25: business "sub-areas hierarchy, managers, ..."',
      '/business/business-manager/42/catalogs/',
      { name: 'business-manager-area', params: { userBizId: '42', area: 'catalogs' } },
    ],
    ['an unknown business area', '/business/business-manager/42/nope/', null],
    [
      'a query and hash are ignored',
      '/pin/12/?invite_code=abc#imgViewer',
      { name: 'pin', params: { id: '12' } },
    ],
    ['an empty segment is no route', '//evil.example/', null],
    ['a relative path is no route', 'pin/12/', null],
    ['malformed percent-encoding is no route', '/alice/%E0%A4%A/', null],
    ['an invalid username is no profile', '/ab/', null],
    ['an all-digit first segment is no profile', '/12345/', null],
  ])('%s: %s', (_sentence, path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });

  // Input both engines can store: the page route (SSR) matches through here, so a page path
  // PostgreSQL could not be asked about is no page (a 404) on every engine.
  it.each([
    ['the largest BIGINT pin id is a pin', '/pin/9223372036854775807/', 'pin'],
    ['a pin id past BIGINT is no pin', '/pin/9999999999999999999/', null],
    ['a slug pin id past BIGINT is no pin', '/pin/tart--9223372036854775808/', null],
    [
      'a digits parameter past BIGINT is no route',
      '/business/business-manager/99999999999999999999/',
      null,
    ],
    ['NUL in a topic is no page', '/topics/%00/', null],
    ['NUL inside a board slug is no page', '/alice/a%00b/', null],
    ['NUL as the first segment is no page', '/%00/', null],
    ['a lone surrogate (invalid UTF-8) is no page', '/topics/%ED%A0%80/', null],
    ['an emoji topic is still a page', '/topics/%F0%9F%8C%AE/', 'topic'],
  ])('%s: %s', (_sentence, path, expected) => {
    expect(matchRoute(path)?.name ?? null).toBe(expected);
  });
});

describe('pinIdFromSegment', () => {
  it.each([
    ['plain digits are the id', '123', '123'],
    ['"the last segment after a double-dash separator"', 'some-title--123', '123'],
    ['"the last segment after a double-dash separator" (several dashes)', 'a--b--456', '456'],
    ['a single dash is no separator', 'some-title-123', null],
    ['a slug part is needed', '--123', null],
    ['letters are no id', 'some-title--abc', null],
    ['empty is no id', '', null],
    ['the largest BIGINT is an id', '9223372036854775807', '9223372036854775807'],
    ['past BIGINT is no id', '9223372036854775808', null],
    ['past BIGINT after the separator is no id', 'tart--99999999999999999999', null],
  ])('%s: %s', (_why, segment, expected) => {
    expect(pinIdFromSegment(segment)).toBe(expected);
  });
});

describe('paths', () => {
  it.each([
    ['pinPath without a title', pinPath('42'), '/pin/42/'],
    [
      'pinPath in slug form',
      pinPath('42', 'Lemon Tart, the best!'),
      '/pin/lemon-tart-the-best--42/',
    ],
    ['pinPath with a title without ASCII words', pinPath('42', '東京'), '/pin/42/'],
    [
      '000 §6, req 000-6.03: "lowercase profile and board URLs" (profile)',
      profilePath('Alice'),
      '/alice/',
    ],
    [
      '000 §6, req 000-6.03: "lowercase profile and board URLs" (board)',
      boardPath('Alice', 'Recipes'),
      '/alice/recipes/',
    ],
    ['board section path', boardSectionPath('alice', 'recipes', 'soups'), '/alice/recipes/soups/'],
    ['routeHref fills params', routeHref('pin', { id: '9' }), '/pin/9/'],
    ['routeHref without params', routeHref('home'), '/'],
    ['the pin builder is /pin-builder/', routeHref('pin-builder'), '/pin-builder/'],
    ['routeHref lowercases usernames', routeHref('profile', { username: 'Bob' }), '/bob/'],
    [
      'routeHref adds a query, skipping empty values',
      routeHref('login', {}, { next: '/pin/1/', x: undefined }),
      '/login/?next=%2Fpin%2F1%2F',
    ],
  ])('%s', (_why, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('pinPath output matches back to the pin', () => {
    expect(matchRoute(pinPath('42', 'Lemon -- tart'))).toEqual({
      name: 'pin',
      params: { id: '42' },
    });
  });

  it('routeHref is typed by the table', () => {
    // @ts-expect-error the pin route needs an id
    expect(() => routeHref('pin')).toThrow(/needs id/);
    // @ts-expect-error there is no such route
    expect(() => routeHref('nope')).toThrow(/unknown route/);
    const match = matchRoute('/alice/recipes/');
    if (match?.name === 'board') expect(match.params.slug).toBe('recipes');
  });

  it('routeHref refuses a missing parameter', () => {
    expect(() => hrefOf('pin', {})).toThrow(/needs id/);
  });
});

describe('slugify', () => {
  it.each([
    ['lowercase ASCII words joined by "-"', 'Summer Recipes', 'summer-recipes'],
    ['accents are dropped', 'Café crème', 'cafe-creme'],
    ['punctuation collapses, never "--"', 'Hello -- World!!', 'hello-world'],
    ['falls back to "board"', '東京', 'board'],
    ['falls back to "board" for empty text', '   ', 'board'],
    ['at most 60 characters, no trailing dash', 'a'.repeat(59) + ' bcd', 'a'.repeat(59)],
  ])('%s: %s', (_why, text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('falls back to "pin" when asked', () => {
    expect(slugify('!!!', 'pin')).toBe('pin');
  });

  it.each([
    ['002 §2.1, req 002-2.12: sub-path "tried" is never a board', 'Tried', 'tried-board'],
    [
      '002 §2.1, req 002-2.12: sub-path "following" is never a board',
      'Following',
      'following-board',
    ],
    ['other names are their slug', 'Tried recipes', 'tried-recipes'],
  ])('boardSlugFor: %s', (_why, name, expected) => {
    expect(boardSlugFor(name)).toBe(expected);
  });

  it('dedupeSlug appends the first free number', () => {
    const taken = new Set(['recipes', 'recipes-2']);
    expect(dedupeSlug('recipes', (s) => taken.has(s))).toBe('recipes-3');
    expect(dedupeSlug('soups', (s) => taken.has(s))).toBe('soups');
    expect(dedupeSlug('a'.repeat(60), (s) => s === 'a'.repeat(60))).toBe(`${'a'.repeat(58)}-2`);
  });
});

describe('usernames', () => {
  it.each([
    ['3 characters is the minimum', 'abc', true],
    ['2 characters is too short', 'ab', false],
    ['30 characters is the maximum', 'a'.repeat(30), true],
    ['31 characters is too long', 'a'.repeat(31), false],
    ['underscores and digits are allowed', 'jo_99', true],
    ['uppercase is not the stored form', 'Alice', false],
    ['dashes and dots are not allowed', 'jo-jo', false],
    ['digits only read as an id', '12345', false],
    ['002 §5, req 002-5.08: "Profile route rejects reserved names."', 'settings', false],
  ])('%s: %s', (_why, name, expected) => {
    expect(isValidUsername(name)).toBe(expected);
  });

  it('normalizeUsername trims and lowercases', () => {
    expect(normalizeUsername('  Alice ')).toBe('alice');
  });
});

describe('safeNextPath', () => {
  it.each([
    ['"the post-login route is built from the current pin path"', '/pin/12/', '/pin/12/'],
    ['a query is kept', '/search/pins/?q=tarts', '/search/pins/?q=tarts'],
    ['no open redirect to another host', 'https://evil.example/', '/'],
    ['no protocol-relative redirect', '//evil.example/', '/'],
    ['no backslash tricks', '/\\evil.example', '/'],
    ['no control characters', '/\u0000x', '/'],
    ['missing gives home', null, '/'],
  ])('%s: %s', (_why, next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('moreIdeasPath', () => {
  it.each([
    ['/alice/recipes/', '/alice/recipes/_tools/more-ideas/'],
    ['/alice/recipes', '/alice/recipes/_tools/more-ideas/'],
  ])('%s → %s, which matches board-more-ideas', (board, path) => {
    expect(moreIdeasPath(board)).toBe(path);
    expect(matchRoute(path)?.name).toBe('board-more-ideas');
  });
});
