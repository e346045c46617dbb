import { describe, expect, it } from 'vitest';
import { deepLinkPath, isDeepLinkVisit } from './deep-links';
import { installReferrer, installReferrerAux, withoutSensitiveParams } from './install-referrer';
import { NAV_FOOTER_HEIGHT, navFooterHeight, navFooterHidden, nextNavFooter } from './nav-footer';

describe('deepLinkPath (reqs 000-2.10, 000-2.11: the mobile deep-link rewrites)', () => {
  it.each([
    [
      '"discover/article/{id} is rewritten on iOS to discover_article/{id}/?is_deeplink=1"',
      '/discover/article/best/',
      '',
      'ios',
      '/discover_article/best/?is_deeplink=1',
    ],
    ['not on Android', '/discover/article/best/', '', 'android', '/discover/article/best/'],
    [
      '"shopping/ is rewritten to a form with ?is_deeplink=1"',
      '/shopping/',
      '',
      'android',
      '/shopping/?is_deeplink=1',
    ],
    [
      'a shopping category keeps its query',
      '/shopping/home/12/',
      '?a=1',
      'ios',
      '/shopping/home/12/?a=1&is_deeplink=1',
    ],
    [
      '"The /login path is rewritten by the deep-link flow": to where it was going',
      '/login/',
      '?next=%2Fpin%2F42%2F',
      'ios',
      '/pin/42/',
    ],
    ['/login/ with no next: home', '/login/', '', 'android', '/'],
    ['/login/ with a foreign next: home', '/login/', '?next=https://evil.example/', 'ios', '/'],
    ['any other page as it is', '/pin/42/', '?invite_code=abc', 'ios', '/pin/42/?invite_code=abc'],
  ] as const)('%s', (_, pathname, search, platform, expected) => {
    expect(deepLinkPath(pathname, search, platform)).toBe(expected);
  });

  it.each([
    ['?is_deeplink=1', true],
    ['?x=1&is_deeplink=1', true],
    ['?is_deeplink=0', false],
    ['', false],
  ])('isDeepLinkVisit(%j) is %s', (search, expected) => {
    expect(isDeepLinkVisit(search)).toBe(expected);
  });
});

describe('installReferrer (req 000-7.21: the app-store link referrer)', () => {
  it('"source mweb, medium upsell, content with deeplink_path, current_page_url, install_id"', () => {
    expect(
      installReferrer({
        deeplinkPath: '/pin/1/',
        currentPageUrl: 'https://cb.example/pin/1/?invite_code=x',
        installId: 'abcdef0123',
      }),
    ).toEqual({
      source: 'mweb',
      medium: 'upsell',
      content: {
        deeplink_path: '/pin/1/',
        current_page_url: 'https://cb.example/pin/1/?invite_code=x',
        install_id: 'abcdef0123',
      },
    });
  });

  it('as aux_data: flat, and every value within the event log limit of 512 characters', () => {
    const long = `https://cb.example/search/pins/?q=${'a'.repeat(600)}`;
    const aux = installReferrerAux(
      installReferrer({ deeplinkPath: '/', currentPageUrl: long, installId: 'abcdef0123' }),
    );
    expect(aux).toMatchObject({ source: 'mweb', medium: 'upsell', install_id: 'abcdef0123' });
    expect(aux.current_page_url).toHaveLength(512);
  });

  it.each([
    [
      '"sensitive parameters removed (access_token, new_password, new_password_confirm, password, next)"',
      'https://cb.example/login/?next=%2Fa&password=p&access_token=t&new_password=n&new_password_confirm=n&q=keep',
      'https://cb.example/login/?q=keep',
    ],
    [
      'nothing to remove',
      'https://cb.example/search/pins/?q=cats',
      'https://cb.example/search/pins/?q=cats',
    ],
    ['not a URL', 'nope', ''],
  ])('%s', (_, url, expected) => {
    expect(withoutSensitiveParams(url)).toBe(expected);
  });
});

describe('the nav footer (req 000-4.34: "hides after scroll or behind the pin action bar, and can be force-shown")', () => {
  const shown = { hidden: false, anchorY: 300 };
  const hidden = { hidden: true, anchorY: 900 };
  it.each([
    ['scrolling down past the slack hides it', shown, 320, { hidden: true, anchorY: 320 }],
    ['a few pixels down do not', shown, 305, { hidden: false, anchorY: 300 }],
    [
      'scrolling up keeps it shown, from a lower anchor',
      shown,
      250,
      { hidden: false, anchorY: 250 },
    ],
    ['scrolling up past the slack shows it', hidden, 880, { hidden: false, anchorY: 880 }],
    ['hidden, further down moves the anchor down', hidden, 1200, { hidden: true, anchorY: 1200 }],
    ['near the top it always shows', hidden, 40, { hidden: false, anchorY: 40 }],
  ])('%s', (_, state, scrollY, expected) => {
    expect(nextNavFooter(state, scrollY)).toEqual(expected);
  });

  it.each([
    ['as the scroll left it: shown', false, {}, false],
    ['as the scroll left it: hidden', true, {}, true],
    ['"behind the pin action bar" it hides', false, { behindPinActionBar: true }, true],
    ['"can be force-shown"', true, { forceShown: true }, false],
    [
      'force-shown even behind the pin action bar',
      true,
      { behindPinActionBar: true, forceShown: true },
      false,
    ],
  ])('%s', (_, scrolledAway, over, expected) => {
    expect(
      navFooterHidden(scrolledAway, { behindPinActionBar: false, forceShown: false, ...over }),
    ).toBe(expected);
  });

  it.each([
    ['"64 signed in"', true, false, 64],
    ['"52 otherwise"', false, false, 52],
    ['"0 when hidden"', true, true, 0],
    ['0 when hidden, signed out too', false, true, 0],
  ])('height: %s', (_, signedIn, isHidden, expected) => {
    expect(navFooterHeight(signedIn, isHidden)).toBe(expected);
  });
  it('the three heights', () =>
    expect(NAV_FOOTER_HEIGHT).toEqual({ signedIn: 64, signedOut: 52, hidden: 0 }));
});
