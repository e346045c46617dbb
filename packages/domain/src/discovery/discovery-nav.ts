// Where the discovery pages sit in the site's navigation (spec 002 §2.1 "Discovery", reqs 002-2.22,
// 002-2.23: /today, /ideas, /topics, /videos/, /shopping/ and the pages under them).
//
// Decided: the header offers Home, Today and Explore (/ideas/); the hubs and the today pages
// share one row of tabs: Today, Ideas, Topics, Videos, Shopping.
import { DISCOVERY_SURFACES } from './interests';

/** The tabs in the order they are shown: Today first, then the hubs, Ideas leading. */
export const DISCOVERY_TABS = ['today', 'ideas', 'topics', 'videos', 'shopping'] as const;
export type DiscoveryTab = (typeof DISCOVERY_TABS)[number];

/** /today/ or a hub: /ideas/, /topics/, /videos/, /shopping/. */
export function discoveryTabHref(tab: DiscoveryTab): string {
  return `/${tab}/`;
}

/** Where the header's "Explore" leads. */
export const EXPLORE_HREF = discoveryTabHref('ideas');

/** The header's sections; a page outside all of them marks none. */
export type HeaderSection = 'home' | 'today' | 'explore';

/**
 * The header section a path belongs to: `/` and `/homefeed/` are Home, everything under
 * /today/ is Today, the hubs and every interest page (/ideas/…, /topics/…, /videos/…,
 * /shopping/…) are Explore. Anything else (a pin, a board, search) is none of them.
 */
export function headerSection(pathname: string): HeaderSection | null {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  if (first === '' || first === 'homefeed') return 'home';
  if (first === 'today') return 'today';
  if ((DISCOVERY_SURFACES as readonly string[]).includes(first)) return 'explore';
  return null;
}
