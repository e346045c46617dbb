import { SITE } from './site';

// --- Topic hubs, today articles and the home feed tuner (issue 6; our wording). Beside
// discovery.ts, whose "Why am I seeing this?" texts every card needs: these travel with the
// discovery pages' chunks only.
/** Hub pages of the discovery surfaces (spec 002 §2.1 "Discovery", req 002-2.22). */
export const DISCOVERY_TEXT = {
  topicsHeading: 'Explore topics',
  ideasHeading: 'Ideas for you',
  videosHeading: 'Watch',
  shoppingHeading: 'Shop ideas',
  todayHeading: 'Today',
  noInterests: 'There is nothing to explore here yet.',
  /** /edit/: the home feed tuner. */
  tunerInterests: 'Topics you follow',
  tunerBoards: 'Boards you follow',
  tunerPeople: 'People you follow',
  tunerHidden: 'Pins you hid',
  unhide: 'Unhide',
  /** The row of tabs over the hubs and the today pages. */
  tabsLabel: 'Explore',
  /** The grid of interest tiles on a hub. */
  interestsLabel: 'Topics to explore',
  /** An interest page whose grid is empty. */
  noInterestPins: 'There are no Pins here yet.',
  todaySubheading: 'Stay inspired with fresh ideas, every day',
  noTodayArticles: 'Nothing here yet today. Come back soon for fresh ideas.',
  /** The list of today article cards. */
  todayArticlesLabel: "Today's articles",
} as const;

/** The tabs over the hubs and the today pages (reqs 002-2.22, 002-2.23), in DISCOVERY_TABS. */
export const DISCOVERY_TAB_LABELS = {
  today: 'Today',
  ideas: 'Ideas',
  topics: 'Topics',
  videos: 'Videos',
  shopping: 'Shopping',
} as const;

/** The description of an interest page (meta description, link previews). */
export function interestDescription(name: string): string {
  return `Discover and save ideas about ${name} on ${SITE.name}.`;
}

/** A today article's link to its interest's own page. */
export function todayExploreInterest(name: string): string {
  return `Explore ${name}`;
}

export function todayBestTitle(topic: string): string {
  return `The best of ${topic}`;
}

export function todayTrendingTitle(topic: string): string {
  return `Trending now: ${topic}`;
}

export function todayPopularTitle(topic: string): string {
  return `Popular in ${topic}`;
}

export function todayShopTitle(topic: string): string {
  return `Shop ${topic}`;
}

/** Server errors of the discovery resources. */
export const DISCOVERY_ERRORS = {
  interestNotFound: 'That topic was not found.',
  pinNotFound: 'That Pin was not found.',
  boardNotFound: 'That board was not found.',
} as const;
