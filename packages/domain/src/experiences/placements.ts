import {
  EXPERIENCE_TYPE,
  passesPlacementRule,
  SPECIAL_EXPERIENCE_IDS,
  type PlacementRule,
  type RenderableExperience,
} from './experience-kinds';

// Where experiences show (spec 001 §2, §9): placements by id. The spec names three (1000069,
// 1000162, 1000421); the rest are the product's own surfaces, numbered after them. A page asks
// for its own placements plus the ones that belong to every page.

/** The pages a placement belongs to; `any` is on every page. */
export const EXPERIENCE_PAGES = [
  'any',
  'home',
  'closeup',
  'board',
  'search',
  'pin_builder',
] as const;
export type ExperiencePage = (typeof EXPERIENCE_PAGES)[number];

interface PlacementDef {
  readonly id: number;
  readonly page: ExperiencePage;
  /** Asked for after the action (a save, a download, a clickthrough), not when the page loads. */
  readonly action?: true;
  /** For the operator's form and the API reference. */
  readonly label: string;
}

/** Spec 001 §9, req 001-9.11: "Placement ids: 1000421 (survey variant), 1000069 (hide footer, …), 1000162 (view refetches all)." */
export const PLACEMENTS = {
  home_top: { id: 1000069, page: 'home', label: 'Home, above the grid' },
  header: { id: 1000162, page: 'any', label: 'Every page, at the header' },
  survey: { id: 1000421, page: 'any', label: 'Every page, surveys' },
  closeup: { id: 1000501, page: 'closeup', label: 'Pin closeup' },
  board: { id: 1000502, page: 'board', label: 'Board page' },
  search: { id: 1000503, page: 'search', label: 'Search results' },
  pin_builder: { id: 1000504, page: 'pin_builder', label: 'Pin builder' },
  // Req 001-2.10: "Placement logic maps the current location (board, search, pin) to
  // placement ids for Save, Download and Clickthrough events."
  save_board: { id: 1000511, page: 'board', action: true, label: 'After a save, on a board' },
  save_search: { id: 1000512, page: 'search', action: true, label: 'After a save, in search' },
  save_pin: { id: 1000513, page: 'closeup', action: true, label: 'After a save, on a pin' },
  download_board: {
    id: 1000521,
    page: 'board',
    action: true,
    label: 'After a download, on a board',
  },
  download_search: {
    id: 1000522,
    page: 'search',
    action: true,
    label: 'After a download, in search',
  },
  download_pin: { id: 1000523, page: 'closeup', action: true, label: 'After a download, on a pin' },
  clickthrough_board: {
    id: 1000531,
    page: 'board',
    action: true,
    label: 'After a clickthrough, on a board',
  },
  clickthrough_search: {
    id: 1000532,
    page: 'search',
    action: true,
    label: 'After a clickthrough, in search',
  },
  clickthrough_pin: {
    id: 1000533,
    page: 'closeup',
    action: true,
    label: 'After a clickthrough, on a pin',
  },
} as const satisfies Record<string, PlacementDef>;

export type PlacementName = keyof typeof PLACEMENTS;
export const PLACEMENT_NAMES = Object.keys(PLACEMENTS) as PlacementName[];
export const PLACEMENT_IDS: readonly number[] = PLACEMENT_NAMES.map((n) => PLACEMENTS[n].id);

const byId = new Map<number, PlacementDef>(
  PLACEMENT_NAMES.map((n) => [PLACEMENTS[n].id, PLACEMENTS[n]]),
);

export const isPlacementId = (id: number): boolean => byId.has(id);
export const placementPage = (id: number): ExperiencePage | null => byId.get(id)?.page ?? null;

/** The placements a page asks for when it loads: its own and every page's. */
export function placementsOfPage(page: ExperiencePage): number[] {
  return PLACEMENT_NAMES.map((n): PlacementDef => PLACEMENTS[n])
    .filter((p) => !p.action && (p.page === page || p.page === 'any'))
    .map((p) => p.id);
}

/** Spec 001 §4, req 001-4.04: "For placement 1000162 a view also refetches all." */
export const viewRefetchesAll = (placementId: number) => placementId === PLACEMENTS.header.id;

/**
 * Req 001-9.11 and 001-9.12: "1000069 (hide footer, with experience 503755 and 500417
 * specifics)". An experience hides the phone's bottom bar while it shows when its display_data
 * says hide_footer, and the upgrade banner (503755) and 500417 always do at 1000069.
 */
export const FOOTER_HIDING_EXPERIENCE_IDS: readonly number[] = [
  SPECIAL_EXPERIENCE_IDS.upgradeBanner,
  500417,
];
export const hidesFooter = (e: {
  placementId: number;
  experienceId: number;
  hideFooter: boolean | undefined;
}): boolean =>
  e.hideFooter === true ||
  (e.placementId === PLACEMENTS.home_top.id &&
    FOOTER_HIDING_EXPERIENCE_IDS.includes(e.experienceId));

export type ActionLocation = 'board' | 'search' | 'pin';
export type PlacementAction = 'save' | 'download' | 'clickthrough';

/** Req 001-2.10: the placement of an action's experiences at the current location. */
export function placementForAction(action: PlacementAction, location: ActionLocation): number {
  return PLACEMENTS[`${action}_${location}`].id;
}

const PAGE_OF_ROUTE: Readonly<Record<string, ExperiencePage>> = {
  home: 'home',
  pin: 'closeup',
  board: 'board',
  'board-section': 'board',
  'board-more-ideas': 'board',
  'search-root': 'search',
  'search-pins': 'search',
  search: 'search',
  'pin-builder': 'pin_builder',
};

/** The experience page of a route (by its name in the route table); `any` for the rest. */
export const experiencePageOf = (routeName: string | null | undefined): ExperiencePage =>
  (routeName && PAGE_OF_ROUTE[routeName]) || 'any';

/**
 * What each placement renders (req 001-5.01): the header takes tooltips, toasts, modals,
 * popovers and flyouts (no banners: it has no room); the survey placement takes surveys and
 * the welcome-back banner by id; home, above the grid, everything but a search delight; search
 * results all but surveys, search delights included; the others all but surveys and search
 * delights (they play only over results of a search, req 001-3.02).
 */
const PLACEMENT_RULES: Readonly<Record<number, PlacementRule>> = {
  [PLACEMENTS.header.id]: {
    types: [
      EXPERIENCE_TYPE.tooltip,
      EXPERIENCE_TYPE.toast,
      EXPERIENCE_TYPE.modal,
      EXPERIENCE_TYPE.educationalPopover,
    ],
    test: (e) => e.kind === 'flyout',
  },
  [PLACEMENTS.survey.id]: {
    ids: [SPECIAL_EXPERIENCE_IDS.welcomeBack],
    test: (e) => e.kind === 'survey',
  },
  [PLACEMENTS.home_top.id]: { test: (e) => e.kind !== 'search_delight' },
  [PLACEMENTS.search.id]: { test: (e) => e.kind !== 'survey' },
};
const OTHERS: PlacementRule = { test: (e) => e.kind !== 'survey' && e.kind !== 'search_delight' };

/** Whether a placement renders this experience (req 001-5.01). */
export const placementAccepts = (placementId: number, e: RenderableExperience): boolean =>
  passesPlacementRule(PLACEMENT_RULES[placementId] ?? OTHERS, e);
