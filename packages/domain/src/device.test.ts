import { describe, expect, it } from 'vitest';
import { likelyTouchScreen } from './device';

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
