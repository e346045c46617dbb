// What an experience is (spec 001 §3): the spec's numeric types and component types, and the
// product's kinds an operator picks from, each mapped onto them. The kind also says which
// surface it takes on a page, which is what the decision (experience-decision.ts) limits.

/**
 * Spec 001 §3, req 001-3.02: "Known types: 5 survey or experience-metrics banner, 8 tooltip or
 * pulsar, 10 toast, 26 modal, 29 educational popover."
 */
export const EXPERIENCE_TYPE = {
  surveyOrMetricsBanner: 5,
  tooltip: 8,
  toast: 10,
  modal: 26,
  educationalPopover: 29,
} as const;

/** Spec 001 §3: "Component types: 1 banner, 2 anchored flyout, 3 search-delight." */
export const COMPONENT_TYPE = { banner: 1, anchoredFlyout: 2, searchDelight: 3 } as const;

/**
 * How an experience occupies a page. At most one `blocking` and one `anchored` experience show
 * on a page at once (issue 15); `inline` banners and `transient` toasts take their placement;
 * an `ambient` one plays over the page, takes no input and interrupts nothing (one a page).
 */
export type ExperienceSurface = 'blocking' | 'anchored' | 'inline' | 'transient' | 'ambient';

interface KindDef {
  /** The spec's numeric type; null for banners, which the spec types by component only. */
  readonly type: number | null;
  readonly componentType: number | null;
  readonly surface: ExperienceSurface;
}

/** The kinds of spec 001 §2 "Experience surfaces", one row each. */
export const EXPERIENCE_KINDS = {
  /** Callout banners: error, info or warning (req 001-2.01, 001-5.02). */
  callout: { type: null, componentType: COMPONENT_TYPE.banner, surface: 'inline' },
  /** Upsell callouts (req 001-2.01, 001-5.02). */
  upsell: { type: null, componentType: COMPONENT_TYPE.banner, surface: 'inline' },
  /** Hero banners, 400 ms in and out (req 001-2.05, 001-9.04). */
  hero: { type: null, componentType: COMPONENT_TYPE.banner, surface: 'inline' },
  /** The welcome-back banner, experience 500863 (req 001-2.09). */
  welcome_back: { type: null, componentType: COMPONENT_TYPE.banner, surface: 'inline' },
  /** Experience-metrics banners, type 5 (req 001-2.03, 001-5.04). */
  metrics_banner: {
    type: EXPERIENCE_TYPE.surveyOrMetricsBanner,
    componentType: COMPONENT_TYPE.banner,
    surface: 'inline',
  },
  /** Modals, type 26 (req 001-2.02, 001-5.03). */
  modal: { type: EXPERIENCE_TYPE.modal, componentType: null, surface: 'blocking' },
  /** Survey prompts with a survey frame, type 5 (req 001-2.07). */
  survey: {
    type: EXPERIENCE_TYPE.surveyOrMetricsBanner,
    componentType: null,
    surface: 'blocking',
  },
  /** Tooltips with or without a pulsar, type 8 (req 001-2.06). */
  tooltip: { type: EXPERIENCE_TYPE.tooltip, componentType: null, surface: 'anchored' },
  /** Educational popovers on an existing anchor, type 29 (req 001-2.04, 001-5.05). */
  popover: { type: EXPERIENCE_TYPE.educationalPopover, componentType: null, surface: 'anchored' },
  /** Anchored flyouts, component type 2 (req 001-2.06, 001-4.11). */
  flyout: { type: null, componentType: COMPONENT_TYPE.anchoredFlyout, surface: 'anchored' },
  /** Experience toasts, type 10 (req 001-2.08). */
  toast: { type: EXPERIENCE_TYPE.toast, componentType: null, surface: 'transient' },
  /**
   * Search delight, component type 3 (req 001-3.02): icons burst over search results whose
   * query is in search_query_list (search-delight.ts).
   */
  search_delight: {
    type: null,
    componentType: COMPONENT_TYPE.searchDelight,
    surface: 'ambient',
  },
} as const satisfies Record<string, KindDef>;

export type ExperienceKind = keyof typeof EXPERIENCE_KINDS;
export const EXPERIENCE_KIND_NAMES = Object.keys(EXPERIENCE_KINDS) as ExperienceKind[];

export const surfaceOf = (kind: ExperienceKind): ExperienceSurface =>
  EXPERIENCE_KINDS[kind].surface;

/** The spec's type number for an experience of this kind (banners: 0, untyped). */
export const experienceTypeOf = (kind: ExperienceKind): number => EXPERIENCE_KINDS[kind].type ?? 0;

/**
 * Spec 001 §5, req 001-5.02: "Callout banners need display type error-callout, info-callout or
 * warning-callout"; "upsell callouts need type upsell".
 */
export const CALLOUT_DISPLAY_TYPES = ['error-callout', 'info-callout', 'warning-callout'] as const;
export const UPSELL_DISPLAY_TYPE = 'upsell';

/** Spec 001 §9, req 001-9.12: experience ids with rules of their own. */
export const SPECIAL_EXPERIENCE_IDS = {
  welcomeBack: 500863,
  /** "502312, 502320, 502321, 502322 (auto-complete without removal)". */
  completeWithoutRemoval: [502312, 502320, 502321, 502322],
  /** "501041 and 505086 (pulsar offset)". */
  pulsarOffset: [501041, 505086],
  /** "502597, 500863, 501153, 501487 (hero variants)". */
  heroVariants: [502597, 500863, 501153, 501487],
  /** "502722 (location upsell)". */
  locationUpsell: 502722,
  /** "502527 (metrics banner)". */
  metricsBanner: 502527,
  /** "503755 (upgrade banner)", spec 002 §6: "offers an upgrade to a free business account". */
  upgradeBanner: 503755,
  /**
   * "500500, 507054, 1000075, 503755 (upgrade banner)": read as one group, as the spec's other
   * lists with one name in brackets are.
   */
  upgradeBanners: [500500, 507054, 1000075, 503755],
} as const;

/** Req 001-9.12: these complete on view and stay ("auto-complete without removal"). */
export const completesWithoutRemoval = (experienceId: number): boolean =>
  (SPECIAL_EXPERIENCE_IDS.completeWithoutRemoval as readonly number[]).includes(experienceId);

/** Req 001-9.12: the hero variants enter and leave as hero banners, whatever their kind. */
export const isHeroVariant = (experienceId: number): boolean =>
  (SPECIAL_EXPERIENCE_IDS.heroVariants as readonly number[]).includes(experienceId);

/** Req 001-9.12: "502527 (metrics banner)": drawn as one, with its buttons, whatever its kind. */
export const drawsAsMetricsBanner = (experienceId: number, kind: ExperienceKind): boolean =>
  kind === 'metrics_banner' || experienceId === SPECIAL_EXPERIENCE_IDS.metricsBanner;

/**
 * Req 001-9.12: the upgrade banners and the location upsell (502722) are upsells, drawn and
 * logged as one (event 101 with the upsell component 14075) whatever kind they were written as.
 */
export const drawsAsUpsell = (experienceId: number, kind: ExperienceKind): boolean =>
  kind === 'upsell' ||
  experienceId === SPECIAL_EXPERIENCE_IDS.locationUpsell ||
  (SPECIAL_EXPERIENCE_IDS.upgradeBanners as readonly number[]).includes(experienceId);

/** Req 001-9.12: "501041 and 505086 (pulsar offset)": their pulsar sits this far inside. */
export const pulsarOffsetPx = (experienceId: number): number =>
  (SPECIAL_EXPERIENCE_IDS.pulsarOffset as readonly number[]).includes(experienceId) ? 12 : 0;

/** What a placement's renderer is told of an experience. */
export interface RenderableExperience {
  experienceId: number;
  type: number;
  kind: ExperienceKind;
}

export interface PlacementRule {
  ids?: readonly number[];
  types?: readonly number[];
  test?: (e: RenderableExperience) => boolean;
}

/**
 * Req 001-5.01: "an experience is shown only if its id is in the allowed id list, or else its
 * type is in the allowed type list, or else it passes a custom test".
 */
export function passesPlacementRule(rule: PlacementRule, e: RenderableExperience): boolean {
  if (rule.ids?.includes(e.experienceId)) return true;
  if (rule.types?.includes(e.type)) return true;
  return rule.test?.(e) ?? false;
}
