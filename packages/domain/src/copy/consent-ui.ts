// Cookie consent's texts (spec 000 §2, §4; issue 16), alone in their module: only the consent
// chunk reads them. 'Accept all', 'Reject all' and 'Let me choose' are the spec's (reqs 000-2.26,
// 000-4.31, 000-4.32); the rest are ours.
import type { StorageCategory } from '../consent/cookie-inventory';

export const COOKIES = {
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  letMeChoose: 'Let me choose',
  saved: 'Your cookie settings are saved.',
  failed: 'Your cookie settings could not be saved. Try again.',
  bannerTitle: 'Cookies on Corkboard',
  bannerBody:
    'We use cookies that Corkboard needs to work. With your permission we would also use cookies for analytics, marketing and personalisation. Nothing optional is set until you choose.',
  settingsTitle: 'Cookie choices',
  settingsIntro:
    'Choose which optional cookies Corkboard may use. You can change your mind here at any time.',
  saveChoices: 'Save choices',
  alwaysOn: 'Always on',
  gpcNote: 'Your browser sends the Global Privacy Control signal, so marketing cookies stay off.',
  whatWeKeep: 'What Corkboard keeps',
  close: 'Close',
  // The settings page's section (/settings/).
  notAnswered: 'You have not made a choice yet: nothing optional is used.',
  on: 'On',
  off: 'Off',
} as const;

/** The settings page's line under its cookie choices: when they were made. */
export function cookiesChosenOn(date: string): string {
  return `Chosen on ${date}.`;
}

export const SETTINGS_PAGE = {
  title: 'Settings',
  cookies: 'Cookie choices',
  appearance: 'Appearance',
  logInForMore: 'Log in to change your account, privacy and notification settings.',
  logIn: 'Log in',
} as const;

export const COOKIE_CATEGORY_TEXT: Record<StorageCategory, { name: string; about: string }> = {
  necessary: {
    name: 'Necessary',
    about: 'Keep you logged in, keep your account safe and remember what you asked of Corkboard.',
  },
  analytics: {
    name: 'Analytics',
    about:
      'Count how Corkboard is used (which messages were seen, which links were followed), so we can make it better.',
  },
  marketing: {
    name: 'Marketing',
    about: 'Measure how ads perform and let advertisers know when an ad led somewhere.',
  },
  personalization: {
    name: 'Personalisation',
    about: 'Use what you look at on Corkboard to choose the ideas you see.',
  },
};
