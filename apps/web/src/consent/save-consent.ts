// Sends a cookie answer (spec 000 §4, req 000-4.31: "saves the settings, shows a toast and
// completes"; req 000-7.03): signed in through UserSettingsResource update, the spec's call,
// which answers the refreshed user; signed out through CookieConsentResource update. Either
// way the server keeps the answer in this browser's cb_consent cookie too.
import {
  attributeOfAllowed,
  COOKIE_TOAST_MS,
  COOKIES,
  type ConsentAllowed,
} from '@corkboard/domain';
import { postResource } from '../api/client';
import { showToast } from '../saving/overlays';
import { eraseAccountMarker } from '../visitor/account-marker';
import { eraseVisitorRecord } from '../visitor/visitor-history';
import { setPageConsent } from './page-consent';

/** Where the answer was given (user settings' surface_tag). */
export type ConsentSurface = 'cookie_banner' | 'cookie_settings';

/** Navigator.globalPrivacyControl: a standing rejection of marketing. */
export function browserSendsGpc(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

export async function saveConsent(
  signedIn: boolean,
  allowed: ConsentAllowed,
  surface: ConsentSurface,
): Promise<boolean> {
  const options = {
    allow_analytic_cookies: allowed.analytics,
    allow_marketing_cookies: allowed.marketing,
    allow_personalization_cookies: allowed.personalization,
    surface_tag: surface,
  };
  try {
    if (signedIn) await postResource('UserSettingsResource', 'update', options);
    else await postResource('CookieConsentResource', 'update', options);
  } catch {
    showToast({ text: COOKIES.failed, tone: 'error', durationMs: COOKIE_TOAST_MS });
    return false;
  }
  setPageConsent(
    attributeOfAllowed({ ...allowed, marketing: allowed.marketing && !browserSendsGpc() }),
  );
  // The visitor's local record and the account marker were kept under personalisation
  // consent; a no erases them.
  if (!allowed.personalization) {
    eraseVisitorRecord();
    eraseAccountMarker();
  }
  showToast({ text: COOKIES.saved, durationMs: COOKIE_TOAST_MS });
  return true;
}
