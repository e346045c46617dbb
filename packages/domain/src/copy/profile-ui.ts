import { SITE } from './site';

// --- Profiles in the web app (our wording): titles, board sort and filter, follow and block.
// Its own module, so the profile page's chunk carries these.

/** "{full name} (@{username})". */
export function profileTitle(fullName: string, username: string): string {
  return `${fullName} (@${username})`;
}

export function profileDescription(fullName: string, username: string): string {
  return `See what ${fullName} (@${username}) has discovered on ${SITE.name}.`;
}

/** Profile boards: sort orders and filters (spec 002 §3, reqs 002-3.03, 002-3.04), follow, block. */
export const PROFILE_BOARDS = {
  sortBy: 'Sort by',
  filter: 'Show',
  dragToReorder:
    'Drag your boards to put them in the order you like (on a touch screen, hold one first; or press Alt and an arrow key).',
} as const;

export const BOARD_SORT_LABELS = {
  alphabetical: 'A to Z',
  last_pinned_to: 'Last saved to',
  oldest: 'Oldest',
  newest: 'Newest',
  group_boards_at_top: 'Group boards first',
  custom: 'Custom order',
} as const;

export const BOARD_FILTER_LABELS = {
  NONE: 'All boards',
  GROUP: 'Group boards',
  SECRET: 'Secret boards',
  ARCHIVED: 'Archived boards',
} as const;

export const PROFILE_ACTIONS = {
  menu: 'Profile options',
  block: 'Block',
  unblock: 'Unblock',
  blockedNotice: 'You blocked this account. Unblock it to see their boards and Pins.',
  copyLink: 'Copy profile link',
  linkCopied: 'Link copied',
} as const;

export function blockedUser(name: string): string {
  return `You blocked ${name}`;
}

export function unblockedUser(name: string): string {
  return `You unblocked ${name}`;
}

/** The profile page: its tabs and headings. */
export const PROFILE_PAGE = {
  boardsHeading: 'Boards',
  profileTabs: 'Profile',
} as const;
