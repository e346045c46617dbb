// The app-upsell modal (spec 000 §4, reqs 000-2.29, 000-4.33: "opens on the first tap on mobile
// web, closes on open-in-app or dismiss"; spec 002 §9, req 002-9.05: "app-upsell check delay
// 4000 ms; 900000 ms window. Upsell repeat interval is 14 times an unseen base day-unit").
// Corkboard's app is the installable web app: "open in app" installs it (issue 16).
//
// Decided where the spec is silent:
// - the check runs APP_UPSELL_CHECK_DELAY_MS after the page loads: taps before it never open
//   the modal (the first screen is the person's, not ours);
// - the window: a modal shown and left unanswered (the page was left) is not shown again for
//   APP_UPSELL_WINDOW_MS;
// - a dismissal holds it back APP_UPSELL_REPEAT_DAYS days (the base day-unit is one day);
// - open-in-app that installed the app ends it on this browser; so does the app itself
//   (standalone display) and a deep-link visit;
// - never to crawlers, never before the cookie question is answered (the banner is the first
//   thing a tap answers), never on pages with their own install step (onboarding).
import { APP_UPSELL_CHECK_DELAY_MS, APP_UPSELL_WINDOW_MS } from '../limits';
import { isMobileWeb, type AppPlatform } from './app-platform';

/** Where a browser keeps its record (consent/cookie-inventory.ts: necessary, like a closed message). */
export const APP_UPSELL_KEY = 'corkboard:app-upsell';

/** Req 002-9.05: "repeat interval is 14 times an unseen base day-unit" (base: one day, ours). */
export const APP_UPSELL_REPEAT_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where this browser stands with the upsell (kept on the device). */
export interface AppUpsellRecord {
  shownAt: number | null;
  dismissedAt: number | null;
  installedAt: number | null;
  /** One id per offer, carried in the install referrer (req 000-7.21 install_id). */
  installId: string | null;
}

export const EMPTY_APP_UPSELL_RECORD: AppUpsellRecord = {
  shownAt: null,
  dismissedAt: null,
  installedAt: null,
  installId: null,
};

const time = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** A stored record (parsed JSON), read defensively: anything unreadable is a fresh one. */
export function parseAppUpsellRecord(value: unknown): AppUpsellRecord {
  if (!value || typeof value !== 'object') return EMPTY_APP_UPSELL_RECORD;
  const kept = value as Record<string, unknown>;
  const id = kept.installId;
  return {
    shownAt: time(kept.shownAt),
    dismissedAt: time(kept.dismissedAt),
    installedAt: time(kept.installedAt),
    installId: typeof id === 'string' && /^[\w-]{8,64}$/.test(id) ? id : null,
  };
}

export interface AppUpsellContext {
  platform: AppPlatform | null;
  isBot: boolean;
  /** The page runs as the installed app (display-mode standalone). */
  standalone: boolean;
  /** The page was opened as a deep link (`?is_deeplink=1`). */
  deepLink: boolean;
  /** The cookie question is answered (the banner is gone). */
  consentAnswered: boolean;
  /** The page has its own install step (onboarding). */
  ownInstallStep: boolean;
  record: AppUpsellRecord;
  now: number;
}

export type AppUpsellBlock =
  | 'not_mobile_web'
  | 'bot'
  | 'in_app'
  | 'consent_pending'
  | 'own_install_step'
  | 'installed'
  | 'dismissed_recently'
  | 'shown_recently';

/** Why the modal may not open now; null when the next tap may open it. */
export function appUpsellBlock(context: AppUpsellContext): AppUpsellBlock | null {
  const { record, now } = context;
  if (context.isBot) return 'bot';
  if (!isMobileWeb(context.platform)) return 'not_mobile_web';
  if (context.standalone || context.deepLink) return 'in_app';
  if (record.installedAt !== null) return 'installed';
  if (context.ownInstallStep) return 'own_install_step';
  if (!context.consentAnswered) return 'consent_pending';
  if (record.dismissedAt !== null && now - record.dismissedAt < APP_UPSELL_REPEAT_DAYS * DAY_MS) {
    return 'dismissed_recently';
  }
  if (record.shownAt !== null && now - record.shownAt < APP_UPSELL_WINDOW_MS) {
    return 'shown_recently';
  }
  return null;
}

/** When taps start to count: the check delay after the page loaded. */
export function appUpsellArmsAt(loadedAt: number): number {
  return loadedAt + APP_UPSELL_CHECK_DELAY_MS;
}

/** The record once the modal opened (with the offer's install id). */
export function appUpsellShown(
  record: AppUpsellRecord,
  now: number,
  installId: string,
): AppUpsellRecord {
  return { ...record, shownAt: now, installId };
}

/** The record once the person closed the modal without installing. */
export function appUpsellDismissed(record: AppUpsellRecord, now: number): AppUpsellRecord {
  return { ...record, dismissedAt: now };
}

/** The record once the app was installed from the modal. */
export function appUpsellInstalled(record: AppUpsellRecord, now: number): AppUpsellRecord {
  return { ...record, installedAt: now };
}
