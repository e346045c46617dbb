// The app-store link's referrer (spec 000 §7, req 000-7.21: "source 'mweb', medium 'upsell',
// and a content payload with deeplink_path, current_page_url and install_id. The current page
// url has sensitive parameters removed (access_token, new_password, new_password_confirm,
// password, next)"). Corkboard's store is the browser's install prompt: the referrer is logged
// with the install (the web app has no store to hand it to).
import { CLIENT_EVENT_LIMITS } from '../events/client-events';

/** Req 000-7.21: the parameters removed from the current page's URL. */
export const SENSITIVE_URL_PARAMS = [
  'access_token',
  'new_password',
  'new_password_confirm',
  'password',
  'next',
] as const;

/** A URL with the sensitive parameters removed (anything unparseable becomes ''). */
export function withoutSensitiveParams(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  for (const name of SENSITIVE_URL_PARAMS) parsed.searchParams.delete(name);
  return parsed.toString();
}

export interface InstallReferrer {
  source: 'mweb';
  medium: 'upsell';
  content: { deeplink_path: string; current_page_url: string; install_id: string };
}

export function installReferrer(input: {
  deeplinkPath: string;
  currentPageUrl: string;
  installId: string;
}): InstallReferrer {
  return {
    source: 'mweb',
    medium: 'upsell',
    content: {
      deeplink_path: input.deeplinkPath,
      current_page_url: withoutSensitiveParams(input.currentPageUrl),
      install_id: input.installId,
    },
  };
}

/** The referrer as a client event's aux_data: flat, each value within the log's limit. */
export function installReferrerAux(referrer: InstallReferrer): Record<string, string> {
  const cut = (value: string) => value.slice(0, CLIENT_EVENT_LIMITS.auxValueLength);
  return {
    source: referrer.source,
    medium: referrer.medium,
    deeplink_path: cut(referrer.content.deeplink_path),
    current_page_url: cut(referrer.content.current_page_url),
    install_id: referrer.content.install_id,
  };
}
