// The CardContext a grid builds from the viewer, its surface, the experiments and the URL.
import { describe, expect, it } from 'vitest';
import type { Me } from '@corkboard/contracts';
import { buildCardContext, gridSurface } from './card-context';

const me = { id: '6', username: 'grace', is_employee: true } as Me;

describe('gridSurface', () => {
  it.each([
    ['home', true, 'AuthHomefeed'],
    ['home', false, 'UnauthHomefeed'],
    ['board', true, 'BaseBoardPinGrid'],
    ['board', false, 'BaseBoardPinGrid'],
    ['profile', true, 'UserProfilePinGrid'],
    ['profile', false, 'UserProfilePinGrid'],
    ['search', true, 'SearchItem'],
    ['related', true, 'RelatedPinGrid'],
    ['more-ideas', true, 'BoardMoreIdeasTabContent'],
    ['interest', true, 'IdeasHubSeasonalRow'],
    ['shopping', true, 'ProductPinsFeed'],
    ['today', true, 'TodayArticleFeed'],
  ] as const)('%s, signed in %s: %s', (page, signedIn, surface) => {
    expect(gridSurface(page, signedIn)).toBe(surface);
  });
});

describe('buildCardContext', () => {
  const base = {
    isBot: false,
    experiments: { signed_in_footer_hidden: 'control' },
    isTouch: false,
    internalNetwork: false,
    surface: 'AuthHomefeed' as const,
    search: '',
  };

  it('a signed-in employee: id and is_employee from Me', () => {
    const ctx = buildCardContext({ ...base, viewer: me });
    expect(ctx.viewer).toEqual({
      signedIn: true,
      id: '6',
      isBot: false,
      isEmployee: true,
      isInternalNetwork: false,
      isTouch: false,
      isMobile: false,
    });
    expect(ctx.surface).toBe('AuthHomefeed');
    expect(ctx.experiments).toEqual({ signed_in_footer_hidden: 'control' });
  });

  it('signed out, a bot on a touch screen', () => {
    const ctx = buildCardContext({ ...base, viewer: null, isBot: true, isTouch: true });
    expect(ctx.viewer).toMatchObject({
      signedIn: false,
      id: null,
      isBot: true,
      isEmployee: false,
      isTouch: true,
    });
  });

  it('"internal-network user": the server\'s answer reaches the card\'s viewer, signed out too', () => {
    const ctx = buildCardContext({ ...base, viewer: null, internalNetwork: true });
    expect(ctx.viewer).toMatchObject({ signedIn: false, isInternalNetwork: true });
  });

  it.each([
    ['', []],
    ['?deb_pin=1&q=x', ['deb_pin', 'q']],
    ['deb_x&deb_x=2', ['deb_x']],
  ])('query %j has parameter names %j', (search, names) => {
    expect(buildCardContext({ ...base, viewer: me, search }).queryParamNames).toEqual(names);
  });
});
