// The client's experiences (spec 001 §4, req 001-4.05: "Store actions: refresh all, update one
// (placement, experience id, status), fetch"): what the server chose for this page, by
// placement. Dismiss and complete remove locally, then refresh all; a view only marks locally
// (and refreshes all for placement 1000162, req 001-4.04). The rules are experience-store-rules.ts.
import type { ExperienceWire } from '@corkboard/contracts';
import { getResource } from '../api/client';
import { createStore } from '../saving/store';
import {
  fetchKey,
  listsOf,
  type ExtraContext,
  refreshRequest,
  skipsFetch,
  withFetched,
  withUpdate,
} from './experience-store-rules';

export interface ExperienceState {
  /** Where the page's reads are asked from: the page, and the search on search results. */
  context: ExtraContext | null;
  /** An operator's preview (?experience_preview=ID), kept for the page's refetches. */
  preview: string | null;
  /** Each placement's experiences, in the order they show (the multi read, req 001-7.02). */
  byPlacement: Record<string, ExperienceWire[]>;
}

export const experienceStore = createStore<ExperienceState>({
  context: null,
  preview: null,
  byPlacement: {},
});

let generation = 0;

/** "refresh all": every experience of the page (UserExperiencePlatformResource). */
export async function refreshAll(context: ExtraContext, preview: string | null): Promise<void> {
  const mine = ++generation;
  fetched.clear();
  experienceStore.set((s) => ({ ...s, context, preview }));
  const request = refreshRequest(context, preview);
  try {
    // One call per resource, so each request is typed by its own contract.
    const byPlacement = listsOf(
      request.resource === 'UserExperiencePlatformResource'
        ? await getResource(request.resource, request.options)
        : await getResource(request.resource, request.options),
    );
    // A newer refresh (another page) wins.
    if (mine === generation) experienceStore.set((s) => ({ ...s, byPlacement }));
  } catch {
    // Experiences are extras: a failed read leaves the page as it is.
  }
}

/** Placements asked for alone on this page, with their extra context (req 001-7.03). */
const fetched = new Set<string>();

/**
 * "fetch": one placement; answers what it holds now. Req 001-7.03: "skipped if a single
 * placement already has the same extra context", unless `fresh` (a delay's re-check, a poll).
 */
export async function fetchPlacement(
  placementId: number,
  fresh = false,
): Promise<ExperienceWire[]> {
  const { preview, context } = experienceStore.get();
  const key = fetchKey(placementId, context);
  if (skipsFetch(fetched, key, fresh))
    return experienceStore.get().byPlacement[String(placementId)] ?? [];
  fetched.add(key);
  try {
    const answer = await getResource('UserExperienceResource', {
      multiExperiencePlatform: true,
      placement_ids: [placementId],
      ...(preview ? { preview_experience_id: preview } : {}),
      ...(context ? { extra_context: context } : {}),
    });
    const found = listsOf(answer)[String(placementId)] ?? [];
    experienceStore.set((s) => ({
      ...s,
      byPlacement: withFetched(s.byPlacement, placementId, found),
    }));
    return found;
  } catch {
    return [];
  }
}

/** "update one": a status for one placed experience; `removed` takes it off the page. */
export function updateOne(placementId: number, experienceId: number, status: 'viewed' | 'removed') {
  experienceStore.set((s) => {
    const byPlacement = withUpdate(s.byPlacement, placementId, experienceId, status);
    return byPlacement === s.byPlacement ? s : { ...s, byPlacement };
  });
}
