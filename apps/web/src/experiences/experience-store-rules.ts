// The experience store's rules (spec 001 §4, §7), pure so a table can check them: what "refresh
// all" asks for, when "fetch" may be skipped, and what "fetch" and "update one" do to the
// experiences the page holds. experience-store.ts only runs them.
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
export type ByPlacement<T extends Held> = Record<string, T>;

export type RefreshRequest =
  | {
      resource: 'UserExperiencePlatformResource';
      options: { extra_context: { page: ExperiencePage } };
    }
  | {
      resource: 'UserExperienceResource';
      options: {
        placement_ids: number[];
        preview_experience_id?: string;
        extra_context: { page: ExperiencePage };
      };
    };

/**
 * "refresh all": the page's experiences by the platform read, or by the page's placement ids
 * when an operator previews one (the preview rides along) or on the pin builder, whose survey
 * placement is polled for instead (req 001-4.16).
 */
export function refreshRequest(page: ExperiencePage, preview: string | null): RefreshRequest {
  const extra_context = { page };
  if (preview === null && !pollsForSurvey(page)) {
    return { resource: 'UserExperiencePlatformResource', options: { extra_context } };
  }
  const placement_ids = placementsOfPage(page).filter(
    (id) => !pollsForSurvey(page) || id !== PLACEMENTS.survey.id,
  );
  return {
    resource: 'UserExperienceResource',
    options: {
      placement_ids,
      ...(preview !== null ? { preview_experience_id: preview } : {}),
      extra_context,
    },
  };
}

/** The key of a single-placement fetch: the placement with its extra context (the page). */
export const fetchKey = (placementId: number, page: ExperiencePage | null) =>
  `${placementId} ${page ?? ''}`;

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
  found: T | null,
): ByPlacement<T> {
  const next = { ...byPlacement };
  if (found) next[String(placementId)] = found;
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
  const current = byPlacement[String(placementId)];
  if (!current || current.experience_id !== experienceId) return byPlacement;
  const next = { ...byPlacement };
  if (status === 'removed') delete next[String(placementId)];
  else next[String(placementId)] = { ...current, status: 'viewed' };
  return next;
}
