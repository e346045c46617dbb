// The mobile deep-link rewrites (spec 002 §2, reqs 000-2.10, 000-2.11, 002-2.29: "discover/
// article/{id} is rewritten on iOS to discover_article/{id}/?is_deeplink=1, and shopping/ is
// rewritten to a form with ?is_deeplink=1. The /login path is rewritten by the deep-link flow").
// Corkboard's app is the installable web app (issue 16, "Mobile web"): a deep link is the path
// the app is asked to open, and `?is_deeplink=1` marks a page opened that way (no app upsell).
import type { AppPlatform } from './app-platform';
import { safeNextPath } from '../routes';

export const DEEPLINK_PARAM = 'is_deeplink';

/** Whether a page's query says it was opened as a deep link (`?is_deeplink=1`). */
export function isDeepLinkVisit(search: string): boolean {
  return new URLSearchParams(search).get(DEEPLINK_PARAM) === '1';
}

function withDeepLinkFlag(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(DEEPLINK_PARAM, '1');
  return `${pathname}?${query.toString()}`;
}

/**
 * The path the app opens for a web page (`pathname` plus its `search`, which may be empty):
 * - iOS `/discover/article/{id}/` → `/discover_article/{id}/?is_deeplink=1`;
 * - `/shopping/…` → the same path with `?is_deeplink=1`;
 * - `/login/` → where the log-in was going (`next`, a local path), else home: the app asks
 *   for a log-in itself when it needs one (decided: the spec says only that it is rewritten);
 * - any other page, as it is.
 */
export function deepLinkPath(
  pathname: string,
  search: string,
  platform: AppPlatform | null,
): string {
  const article = /^\/discover\/article\/([^/]+)\/?$/.exec(pathname);
  if (article && platform === 'ios')
    return withDeepLinkFlag(`/discover_article/${article[1]}/`, search);
  if (pathname === '/shopping' || pathname.startsWith('/shopping/')) {
    return withDeepLinkFlag(pathname, search);
  }
  if (pathname === '/login' || pathname === '/login/') {
    return safeNextPath(new URLSearchParams(search).get('next'));
  }
  return `${pathname}${search}`;
}
