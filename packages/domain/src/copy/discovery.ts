// --- Discovery (issue 6): "Why am I seeing this?", topic hubs, today articles and the home
// feed tuner. Our wording: the spec names these surfaces (spec 000 §2, req 000-2.08; 002 §2.1,
// reqs 002-2.22, 002-2.23) but not their words. The reason lines on the card itself stay in
// spec-texts.ts (FEEDBACK, inspiredBy…).
import { SITE } from './site';

export const WHY_THIS_PIN = {
  /** The card menu item and the heading of its sheet. */
  menuItem: 'Why am I seeing this?',
  heading: "Why you're seeing this Pin",
  followedInterestUnnamed: 'You follow a topic this Pin is about.',
  savedToBoardUnnamed: 'You saved Pins like this one to one of your boards.',
  recentActivity: 'You saved Pins like this one recently.',
  followedBoardUnnamed: 'You follow the board this Pin was saved to.',
  followedUserUnnamed: 'You follow the person who saved this Pin.',
  popular: 'This Pin is popular: people have been saving it lately.',
  fresh: 'This Pin is new on Corkboard.',
  relatedPin: 'This Pin is like the one you were looking at: they share boards, topics or a site.',
  moreIdeasUnnamed: 'This Pin is about the same topics as this board.',
  interestUnnamed: 'This Pin is about the topic you are looking at.',
  fallback: "We thought you might like this Pin, from what's new and popular on Corkboard.",
  /** Under every explanation: where to change it (leads to /edit/). */
  tuneHint: 'You can change what you see in your home feed.',
} as const;

export function whyFollowedInterest(topic: string): string {
  return `You follow the topic ${topic}, and this Pin is about it.`;
}

export function whySavedToBoard(board: string, topic: string | null): string {
  return topic === null
    ? `You saved Pins like this one to your board ${board}.`
    : `You saved Pins about ${topic} to your board ${board}.`;
}

export function whyRecentActivity(topic: string): string {
  return `You recently saved Pins about ${topic}.`;
}

export function whyFollowedBoard(board: string): string {
  return `You follow the board ${board}, and this Pin was saved to it.`;
}

export function whyFollowedUser(name: string): string {
  return `You follow ${name}, who saved this Pin.`;
}

export function whyMoreIdeas(board: string): string {
  return `This Pin is about the same topics as the board ${board}.`;
}

export function whyInterest(topic: string): string {
  return `This Pin is about ${topic}.`;
}

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

/** A topic page's follower line: "1 follower", "12 followers". */
export function interestFollowers(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`;
}

/** Server errors of the discovery resources. */
export const DISCOVERY_ERRORS = {
  interestNotFound: 'That topic was not found.',
  pinNotFound: 'That Pin was not found.',
  boardNotFound: 'That board was not found.',
} as const;
