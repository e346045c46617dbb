// Every cookie and browser storage key the product writes, with the category it belongs to
// (issue 16: "Before a choice, no analytics, marketing or personalisation cookie, storage or
// request"). The consent settings list them; the browser suite checks that nothing outside this
// table, and nothing but `necessary` before a choice, is ever written.
import { APP_UPSELL_KEY } from '../upsell/app-upsell';
import { VISITOR_RECORD_KEY } from '../visitor/visitor-record';
import { ACCOUNT_MARKER_KEY } from '../visitor/visitor-type';
import type { ConsentCategory } from './cookie-consent';

export type StorageCategory = 'necessary' | ConsentCategory;

/** The service worker's one cache (the offline page); a new name replaces the kept page. */
export const OFFLINE_CACHE_NAME = 'corkboard-offline-v1';

export interface StoredItem {
  name: string;
  kind: 'cookie' | 'localStorage' | 'cache';
  category: StorageCategory;
  /** Why it is kept, in the settings' words. */
  purpose: string;
}

/** Storage keys are matched by prefix where they carry an id (`corkboard:lastBoard:{user}`). */
export const STORED_ITEMS: readonly StoredItem[] = [
  { name: 'cb_session', kind: 'cookie', category: 'necessary', purpose: 'Keeps you logged in.' },
  {
    name: 'csrftoken',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'Proves that changes come from Corkboard’s own pages.',
  },
  {
    name: 'cb_presession',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'Protects the log-in and sign-up forms before you are logged in.',
  },
  {
    name: 'cb_device',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'Recognises this device at log-in, so others cannot lock you out.',
  },
  {
    name: 'cb_consent',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'Remembers these cookie choices.',
  },
  {
    name: 'cb_visitor',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'Remembers the messages you closed, so they stay closed.',
  },
  {
    name: 'corkboard:signedOutSaves',
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'Keeps the Pins you saved before logging in, to save them once you do.',
  },
  {
    name: 'corkboard:lastBoard:',
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'Remembers the board you saved to last.',
  },
  {
    name: 'corkboard:recent-searches',
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'Shows your recent searches on this device; you can clear them.',
  },
  {
    name: VISITOR_RECORD_KEY,
    kind: 'localStorage',
    category: 'personalization',
    purpose:
      'Before you have an account: the pages, searches and links you opened here, so Corkboard ' +
      'can tell what you like. It stays on this device and is erased when you say no.',
  },
  {
    name: APP_UPSELL_KEY,
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'Remembers that you closed the offer of the Corkboard app, so it stays closed.',
  },
  {
    // Personalisation, not necessary: the product works without it (every prompt switches
    // between signing up and logging in); it only tailors which form comes first.
    name: ACCOUNT_MARKER_KEY,
    kind: 'localStorage',
    category: 'personalization',
    purpose:
      'Remembers that an account was used on this device (not which one), so Corkboard asks ' +
      'you to log in rather than sign up. It is erased when you say no.',
  },
  {
    name: OFFLINE_CACHE_NAME,
    kind: 'cache',
    category: 'necessary',
    purpose: 'Keeps the page Corkboard shows when there is no connection.',
  },
];

/** The table's entry for a cookie or storage key, if it is one of ours. */
export function storedItem(kind: StoredItem['kind'], name: string): StoredItem | undefined {
  return STORED_ITEMS.find(
    (item) =>
      item.kind === kind &&
      (item.name.endsWith(':') ? name.startsWith(item.name) : item.name === name),
  );
}
