// What a viewer sees (issue 15): one pure decision over the experiences that are live, the
// viewer, and what the viewer already did with each. Rules, in the order they apply:
//  - bots receive none (spec 001 §5: "Bots receive no experiences");
//  - only active experiences inside their schedule, whose targeting admits the viewer, and
//    which, when `triggered_only`, another experience has triggered;
//  - completed or dismissed ones are gone, except completion without removal (req 001-4.03);
//  - a search delight only for a search its search_query_list names (req 001-3.02);
//  - caps: an experience shown `max_views` times, or `max_ignored` times with no action, stops;
//    a group (`caps.group`) starts at most `group_max_per_day` new experiences a day;
//  - a global cool-down: no new blocking or anchored experience within EXPERIENCE_COOLDOWN_MS
//    of the last one a viewer first saw;
//  - per page at most one blocking (modal, survey) and one anchored (tooltip, flyout,
//    popover) surface, one toast, and one experience per placement; priority decides, then
//    the older experience. The multi read (req 001-7.02) lets a placement hold several:
//    up to MULTI_INLINE_PER_PLACEMENT banners, stacked, beside the page's one of each other.
import { type DisplayData } from './display-data';
import {
  completesWithoutRemoval,
  experienceTypeOf,
  surfaceOf,
  type ExperienceKind,
  type ExperienceSurface,
} from './experience-kinds';
import { placementAccepts } from './placements';
import { matchesSearchQueryList } from './search-delight';
import {
  targetingMatches,
  type ExperienceTargeting,
  type ExperienceViewer,
} from './experience-targeting';

export const EXPERIENCE_STATUSES = ['draft', 'active', 'paused'] as const;
export type ExperienceStatus = (typeof EXPERIENCE_STATUSES)[number];

/** Ours; the spec gives none. A new interruption at most every ten minutes. */
export const EXPERIENCE_COOLDOWN_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExperienceCaps {
  /** Times one viewer is shown it, in all. */
  max_views?: number;
  /** Times it may be shown with neither completion nor dismissal before it stops. */
  max_ignored?: number;
  /** A name shared by experiences capped together. */
  group?: string;
  /** New experiences of the group one viewer may start in a day. */
  group_max_per_day?: number;
}

export interface ExperienceDefinition {
  id: number;
  placementId: number;
  kind: ExperienceKind;
  status: ExperienceStatus;
  /** Higher shows first. */
  priority: number;
  startsAt: number | null;
  endsAt: number | null;
  targeting: ExperienceTargeting;
  caps: ExperienceCaps;
  displayData: DisplayData;
}

/** One viewer's history with one experience. */
export interface ExperienceState {
  viewedAt: number | null;
  completedAt: number | null;
  dismissedAt: number | null;
  triggeredAt: number | null;
  /** Pages it was shown on. */
  shows: number;
}

export const NO_EXPERIENCE_STATE: ExperienceState = {
  viewedAt: null,
  completedAt: null,
  dismissedAt: null,
  triggeredAt: null,
  shows: 0,
};

export interface ExperienceDecisionInput {
  /** Every experience that could be live (other placements too: the caps read them). */
  experiences: readonly ExperienceDefinition[];
  viewer: ExperienceViewer;
  states: ReadonlyMap<number, ExperienceState>;
  /** The placements of the page asking. */
  placementIds: readonly number[];
  now: number;
  /** The search the page shows results of (extra_context.query), for search delights. */
  searchQuery?: string | null | undefined;
}

const INTERRUPTING: ReadonlySet<ExperienceSurface> = new Set(['blocking', 'anchored']);

/**
 * Req 001-4.03: completion without removal keeps an experience after it is completed
 * (preventRemoval, and the ids req 001-9.12 names).
 */
export const keepsAfterCompletion = (e: Pick<ExperienceDefinition, 'id' | 'displayData'>) =>
  e.displayData.preventRemoval === true || completesWithoutRemoval(e.id);

/** Whether an experience could be shown to this viewer at all, page limits aside. */
export function isEligible(
  e: ExperienceDefinition,
  viewer: ExperienceViewer,
  state: ExperienceState,
  now: number,
): boolean {
  if (e.status !== 'active') return false;
  if (
    !placementAccepts(e.placementId, {
      experienceId: e.id,
      type: experienceTypeOf(e.kind),
      kind: e.kind,
    })
  ) {
    return false;
  }
  if (e.startsAt !== null && now < e.startsAt) return false;
  if (e.endsAt !== null && now >= e.endsAt) return false;
  if (!targetingMatches(e.targeting, viewer, now)) return false;
  if (e.targeting.triggered_only && state.triggeredAt === null) return false;
  if (state.dismissedAt !== null) return false;
  if (state.completedAt !== null && !keepsAfterCompletion(e)) return false;
  if (e.caps.max_views !== undefined && state.shows >= e.caps.max_views) return false;
  const acted = state.completedAt !== null || state.dismissedAt !== null;
  if (e.caps.max_ignored !== undefined && !acted && state.shows >= e.caps.max_ignored) {
    return false;
  }
  return true;
}

/** Req 001-3.02: a search delight plays only over the results of a search it lists. */
const playsForSearch = (e: ExperienceDefinition, query: string | null | undefined) =>
  e.kind !== 'search_delight' || matchesSearchQueryList(e.displayData.search_query_list, query);

const byPriority = (a: ExperienceDefinition, b: ExperienceDefinition) =>
  b.priority - a.priority || a.id - b.id;

/**
 * Req 001-7.02, "fetch multi experiences": the banners (inline) one placement may stack. Ours;
 * the spec gives no number. More than three above a grid would push it off the first screen.
 */
export const MULTI_INLINE_PER_PLACEMENT = 3;

/** Whether a placement holding `here` may take one more experience of `surface`. */
function placementHasRoom(
  here: readonly ExperienceDefinition[],
  surface: ExperienceSurface,
  multi: boolean,
): boolean {
  if (!multi) return here.length === 0;
  if (surface !== 'inline') return true;
  return here.filter((e) => surfaceOf(e.kind) === 'inline').length < MULTI_INLINE_PER_PLACEMENT;
}

/** The experience of each placement of the page that has one, by placement id. */
export function decideExperiences(
  input: ExperienceDecisionInput,
): Map<number, ExperienceDefinition> {
  const out = new Map<number, ExperienceDefinition>();
  for (const [placementId, list] of decideExperienceLists(input, { multi: false })) {
    const first = list[0];
    if (first) out.set(placementId, first);
  }
  return out;
}

/**
 * The experiences of each placement of the page, in the order they show. With `multi` (the
 * multi read, req 001-7.02) a placement may hold several; without, one (decideExperiences).
 * The page's limits are the same either way.
 */
export function decideExperienceLists(
  input: ExperienceDecisionInput,
  { multi }: { multi: boolean },
): Map<number, ExperienceDefinition[]> {
  const chosen = new Map<number, ExperienceDefinition[]>();
  const { viewer, states, now } = input;
  if (viewer.isBot) return chosen;
  const stateOf = (id: number) => states.get(id) ?? NO_EXPERIENCE_STATE;

  // New experiences each group started today, and the last new interruption.
  const byId = new Map(input.experiences.map((e) => [e.id, e]));
  const startedToday = new Map<string, number>();
  let lastInterruption = -Infinity;
  for (const [id, state] of states) {
    const e = byId.get(id);
    if (!e || state.viewedAt === null) continue;
    if (e.caps.group && now - state.viewedAt < DAY_MS) {
      startedToday.set(e.caps.group, (startedToday.get(e.caps.group) ?? 0) + 1);
    }
    if (INTERRUPTING.has(surfaceOf(e.kind))) {
      lastInterruption = Math.max(lastInterruption, state.viewedAt);
    }
  }
  const coolingDown = now - lastInterruption < EXPERIENCE_COOLDOWN_MS;

  const wanted = new Set(input.placementIds);
  const taken = new Set<ExperienceSurface>();
  for (const e of [...input.experiences].sort(byPriority)) {
    if (!wanted.has(e.placementId)) continue;
    const here = chosen.get(e.placementId) ?? [];
    const surface = surfaceOf(e.kind);
    if (!placementHasRoom(here, surface, multi)) continue;
    const state = stateOf(e.id);
    if (!isEligible(e, viewer, state, now)) continue;
    if (!playsForSearch(e, input.searchQuery)) continue;
    if (surface !== 'inline' && taken.has(surface)) continue;
    const isNew = state.viewedAt === null;
    if (isNew && coolingDown && INTERRUPTING.has(surface)) continue;
    const group = e.caps.group;
    if (isNew && group && e.caps.group_max_per_day !== undefined) {
      const started = startedToday.get(group) ?? 0;
      if (started >= e.caps.group_max_per_day) continue;
      startedToday.set(group, started + 1);
    }
    chosen.set(e.placementId, [...here, e]);
    taken.add(surface);
  }
  return chosen;
}
