// The experience store's rules (spec 001 §4, §7), pure so a table can check them: what "refresh
// all" asks for, when "fetch" may be skipped, and what "fetch" and "update one" do to the
// experiences the page holds. Both reads ask the multi way (req 001-7.02), so a placement holds
// a list: its banners stack. experience-store.ts only runs them.
import {
  PLACEMENTS,
  placementsOfPage,
  pollsForSurvey,
  type ExperiencePage,
} from '@corkboard/domain';

/** What the store holds per placement: the least of an experience these rules read. */
export interface Held {
  experience_id: number;
  status: string;
}
/** Each placement's experiences, in the order they show. */
export type ByPlacement<T extends Held> = Record<string, T[]>;

/**
 * What a read tells the server of where it is asked from (extra_context). A type, not an
 * interface, so it fits the contract's open record.
 */
export type ExtraContext = {
  page: ExperiencePage;
  /** The search on search results: a search delight plays for it (req 001-3.02). */
  query?: string;
};

/** The page's extra context: the page, and on search results the search. */
export function extraContextOf(page: ExperiencePage, query: string | null): ExtraContext {
  const q = query?.trim().slice(0, 200) ?? '';
  return page === 'search' && q !== '' ? { page, query: q } : { page };
}

export type RefreshRequest =
  | {
      resource: 'UserExperiencePlatformResource';
      options: { multiExperiencePlatform: true; extra_context: ExtraContext };
    }
  | {
      resource: 'UserExperienceResource';
      options: {
        multiExperiencePlatform: true;
        placement_ids: number[];
        preview_experience_id?: string;
        extra_context: ExtraContext;
      };
    };

/**
 * A read's answer as lists: the multi read answers lists already; an answer of one experience a
 * placement (a server that ignores the flag) counts as a list of one.
 */
export function listsOf<T extends Held>(answer: Record<string, T | T[]>): ByPlacement<T> {
  const out: ByPlacement<T> = {};
  for (const [placementId, held] of Object.entries(answer)) {
    const list = Array.isArray(held) ? held : [held];
    if (list.length > 0) out[placementId] = list;
  }
  return out;
}

/**
 * "refresh all": the page's experiences by the platform read, or by the page's placement ids
 * when an operator previews one (the preview rides along) or on the pin builder, whose survey
 * placement is polled for instead (req 001-4.16).
 */
export function refreshRequest(
  extra_context: ExtraContext,
  preview: string | null,
): RefreshRequest {
  const { page } = extra_context;
  const multiExperiencePlatform = true;
  if (preview === null && !pollsForSurvey(page)) {
    return {
      resource: 'UserExperiencePlatformResource',
      options: { multiExperiencePlatform, extra_context },
    };
  }
  const placement_ids = placementsOfPage(page).filter(
    (id) => !pollsForSurvey(page) || id !== PLACEMENTS.survey.id,
  );
  return {
    resource: 'UserExperienceResource',
    options: {
      multiExperiencePlatform,
      placement_ids,
      ...(preview !== null ? { preview_experience_id: preview } : {}),
      extra_context,
    },
  };
}

/** The key of a single-placement fetch: the placement with its extra context. */
export const fetchKey = (placementId: number, context: ExtraContext | null) =>
  `${placementId} ${context?.page ?? ''} ${context?.query ?? ''}`;

/**
 * Req 001-7.03: a single-placement fetch is "skipped if a single placement already has the same
 * extra context", unless it must be fresh (a delay's re-check, a poll).
 */
export const skipsFetch = (fetched: ReadonlySet<string>, key: string, fresh: boolean) =>
  !fresh && fetched.has(key);

/** "fetch": the placement now holds what the server answered, or nothing. */
export function withFetched<T extends Held>(
  byPlacement: ByPlacement<T>,
  placementId: number,
  found: readonly T[],
): ByPlacement<T> {
  const next = { ...byPlacement };
  if (found.length > 0) next[String(placementId)] = [...found];
  else delete next[String(placementId)];
  return next;
}

/**
 * "update one (placement, experience id, status)": viewed marks it, removed takes it off the
 * page; an experience no longer at that placement is left as it is.
 */
export function withUpdate<T extends Held>(
  byPlacement: ByPlacement<T>,
  placementId: number,
  experienceId: number,
  status: 'viewed' | 'removed',
): ByPlacement<T> {
  const key = String(placementId);
  const current = byPlacement[key] ?? [];
  if (!current.some((e) => e.experience_id === experienceId)) return byPlacement;
  const next = { ...byPlacement };
  const list =
    status === 'removed'
      ? current.filter((e) => e.experience_id !== experienceId)
      : current.map((e) => (e.experience_id === experienceId ? { ...e, status: 'viewed' } : e));
  if (list.length > 0) next[key] = list;
  else delete next[key];
  return next;
}
