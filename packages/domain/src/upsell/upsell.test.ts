import { describe, expect, it } from 'vitest';
import { APP_UPSELL_CHECK_DELAY_MS, APP_UPSELL_WINDOW_MS } from '../limits';
import {
  APP_UPSELL_REPEAT_DAYS,
  EMPTY_APP_UPSELL_RECORD,
  appPlatform,
  appUpsellArmsAt,
  appUpsellBlock,
  appUpsellDismissed,
  appUpsellInstalled,
  appUpsellShown,
  isMobileWeb,
  parseAppUpsellRecord,
  sharePlaysUpsell,
  type AppUpsellContext,
} from './index';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

describe('appPlatform (req 000-3.32: "Platforms: ios, android, ipad")', () => {
  it.each([
    ['an iPhone', IPHONE, 'ios', true],
    ['an Android phone', ANDROID, 'android', true],
    ['an iPad', IPAD, 'ipad', false],
    ['a desktop', DESKTOP, null, false],
    ['no User-Agent', undefined, null, false],
  ] as const)('%s', (_, ua, platform, mobileWeb) => {
    expect(appPlatform(ua)).toBe(platform);
    expect(isMobileWeb(appPlatform(ua))).toBe(mobileWeb);
  });
});

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const context = (over: Partial<AppUpsellContext> = {}): AppUpsellContext => ({
  platform: 'android',
  isBot: false,
  standalone: false,
  deepLink: false,
  consentAnswered: true,
  ownInstallStep: false,
  record: EMPTY_APP_UPSELL_RECORD,
  now: NOW,
  ...over,
});
const record = (over: Partial<typeof EMPTY_APP_UPSELL_RECORD>) => ({
  ...EMPTY_APP_UPSELL_RECORD,
  ...over,
});

describe('appUpsellBlock (req 000-4.33: "opens on the first tap on mobile web"; req 002-9.05)', () => {
  it.each([
    ['a first visit on an Android phone may open it', {}, null],
    ['an iPhone too', { platform: 'ios' as const }, null],
    ['not on an iPad (the desktop layout)', { platform: 'ipad' as const }, 'not_mobile_web'],
    ['not on a desktop', { platform: null }, 'not_mobile_web'],
    ['never to a crawler', { isBot: true }, 'bot'],
    ['not inside the installed app', { standalone: true }, 'in_app'],
    ['not on a deep-link visit (?is_deeplink=1)', { deepLink: true }, 'in_app'],
    ['not before the cookie question is answered', { consentAnswered: false }, 'consent_pending'],
    ['not where the page has its own install step', { ownInstallStep: true }, 'own_install_step'],
    [
      'never again once installed',
      { record: record({ installedAt: NOW - 90 * DAY }) },
      'installed',
    ],
    [
      '"repeat interval is 14 times an unseen base day-unit": dismissed 13 days ago',
      { record: record({ dismissedAt: NOW - 13 * DAY }) },
      'dismissed_recently',
    ],
    [
      'dismissed 14 days ago: offered again',
      { record: record({ dismissedAt: NOW - APP_UPSELL_REPEAT_DAYS * DAY }) },
      null,
    ],
    [
      '"900000 ms window": shown and left unanswered 14 minutes ago',
      { record: record({ shownAt: NOW - 14 * 60 * 1000 }) },
      'shown_recently',
    ],
    [
      'shown and left unanswered 15 minutes ago: offered again',
      { record: record({ shownAt: NOW - APP_UPSELL_WINDOW_MS }) },
      null,
    ],
  ] as const)('%s', (_, over, expected) => {
    expect(appUpsellBlock(context(over))).toBe(expected);
  });

  it('"app-upsell check delay 4000 ms": taps count from 4 s after the page loaded', () => {
    expect(appUpsellArmsAt(NOW)).toBe(NOW + APP_UPSELL_CHECK_DELAY_MS);
    expect(APP_UPSELL_CHECK_DELAY_MS).toBe(4000);
  });

  it('shown, dismissed and installed move the record on, each keeping the rest', () => {
    const shown = appUpsellShown(EMPTY_APP_UPSELL_RECORD, NOW, 'abcdef0123');
    expect(shown).toEqual({ ...EMPTY_APP_UPSELL_RECORD, shownAt: NOW, installId: 'abcdef0123' });
    expect(appUpsellDismissed(shown, NOW + 1)).toEqual({ ...shown, dismissedAt: NOW + 1 });
    expect(appUpsellInstalled(shown, NOW + 2)).toEqual({ ...shown, installedAt: NOW + 2 });
  });
});

describe('parseAppUpsellRecord: a kept record is read defensively', () => {
  it.each([
    ['nothing kept', null, EMPTY_APP_UPSELL_RECORD],
    ['not an object', 'text', EMPTY_APP_UPSELL_RECORD],
    [
      'a whole record',
      { shownAt: 1, dismissedAt: 2, installedAt: null, installId: 'abcdef0123' },
      { shownAt: 1, dismissedAt: 2, installedAt: null, installId: 'abcdef0123' },
    ],
    [
      'wrong types are dropped field by field',
      { shownAt: 'x', dismissedAt: -5, installedAt: 3, installId: '<script>' },
      { shownAt: null, dismissedAt: null, installedAt: 3, installId: null },
    ],
  ] as const)('%s', (_, raw, expected) => {
    expect(parseAppUpsellRecord(raw)).toEqual(expected);
  });
});

describe('sharePlaysUpsell (req 002-2.34: "a timed app-upsell icon animation")', () => {
  it.each([
    ['mobile web', { platform: 'ios' as const, isBot: false, standalone: false }, true],
    ['a desktop', { platform: null, isBot: false, standalone: false }, false],
    ['the installed app', { platform: 'android' as const, isBot: false, standalone: true }, false],
    ['a crawler', { platform: 'android' as const, isBot: true, standalone: false }, false],
  ])('%s', (_, input, expected) => {
    expect(sharePlaysUpsell(input)).toBe(expected);
  });
});
