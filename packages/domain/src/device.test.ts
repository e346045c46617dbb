import { describe, expect, it } from 'vitest';
import { deviceKind, formatDeviceKind, likelyTouchScreen, parseDeviceKind } from './device';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('likelyTouchScreen: the first render guesses a phone touch screen', () => {
  it.each([
    ['the mobile client hint says a phone', DESKTOP, '?1', false, true],
    [
      'the mobile client hint says not a phone, whatever the user agent',
      ANDROID_PHONE,
      '?0',
      false,
      false,
    ],
    ['no hint: an Android phone marks itself "Mobile"', ANDROID_PHONE, undefined, false, true],
    ['no hint: an iPhone marks itself "Mobile"', IPHONE, null, false, true],
    [
      'no hint: a tablet does not (guessed non-touch, as before)',
      ANDROID_TABLET,
      undefined,
      false,
      false,
    ],
    ['no hint: a desktop browser', DESKTOP, undefined, false, false],
    ['no user agent at all', undefined, undefined, false, false],
    ['a bot is never touch, even with a phone user agent', ANDROID_PHONE, '?1', true, false],
  ])('%s', (_rule, userAgent, hint, isBot, expected) => {
    expect(likelyTouchScreen(userAgent, hint, isBot)).toBe(expected);
  });
});

describe('deviceKind: the browser and system a session list names (issue 16, sessions)', () => {
  it.each([
    [
      'Chrome on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'chrome', os: 'linux' },
    ],
    [
      'Edge on Windows (it says Chrome too)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'edge', os: 'windows' },
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'safari', os: 'ios' },
    ],
    [
      'Chrome on an iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      { browser: 'chrome', os: 'ipados' },
    ],
    [
      'Firefox on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'firefox', os: 'macos' },
    ],
    [
      'Samsung Internet on Android',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { browser: 'samsung', os: 'android' },
    ],
    [
      'headless Chrome is Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      { browser: 'chrome', os: 'linux' },
    ],
    ['no User-Agent', undefined, { browser: 'other', os: 'other' }],
    ['a script', 'curl/8.5.0', { browser: 'other', os: 'other' }],
  ] as const)('%s', (_name, ua, kind) => {
    expect(deviceKind(ua)).toEqual(kind);
    expect(parseDeviceKind(formatDeviceKind(kind))).toEqual(kind);
  });

  it('a stored value that is not one of ours reads as other', () => {
    expect(parseDeviceKind('netscape/beos')).toEqual({ browser: 'other', os: 'other' });
    expect(parseDeviceKind(null)).toEqual({ browser: 'other', os: 'other' });
  });
});
