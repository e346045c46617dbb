// Experiences on the wire (contracts experiences-schemas.ts): what a viewer's client gets,
// and what the operator's console lists.
import type { ExperienceWire } from '@corkboard/contracts';
import {
  completesImmediately,
  EXPERIENCE_KINDS,
  experienceTypeOf,
  keepsAfterCompletion,
} from '@corkboard/domain';
import type { Chosen } from '../experiences/choose-experiences';
import type { ExperienceRecord, ExperienceTotals } from '../storage/experiences-store';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function presentExperience(
  { experience: e, viewed, preview }: Chosen,
  extraContext: Record<string, unknown>,
): ExperienceWire {
  return {
    id: `${e.placementId}:${e.id}`,
    experience_id: e.id,
    placement_id: e.placementId,
    type: experienceTypeOf(e.kind),
    component_type: EXPERIENCE_KINDS[e.kind].componentType,
    kind: e.kind,
    status: viewed ? 'viewed' : 'not_viewed',
    display_data: e.displayData,
    triggerable_placed_exps: e.triggers,
    metadata: {
      completes_immediately: completesImmediately(e.kind, e.displayData),
      prevent_removal: keepsAfterCompletion(e),
      preview,
    },
    extra_context: extraContext,
  };
}

/**
 * What both client reads answer: placement → experience, or with the multi read (req 001-7.02)
 * placement → the experiences it holds, in the order they show.
 */
export function presentByPlacement(
  chosen: Map<number, Chosen[]>,
  extraContext: Record<string, unknown>,
  multi: boolean,
): Record<string, ExperienceWire> | Record<string, ExperienceWire[]> {
  const lists: Record<string, ExperienceWire[]> = {};
  const firsts: Record<string, ExperienceWire> = {};
  for (const [placementId, entries] of chosen) {
    const wires = entries.map((entry) => presentExperience(entry, extraContext));
    lists[String(placementId)] = wires;
    if (wires[0]) firsts[String(placementId)] = wires[0];
  }
  return multi ? lists : firsts;
}

export function presentDefinition(e: ExperienceRecord) {
  return {
    experience_id: e.id,
    name: e.name,
    placement_id: e.placementId,
    kind: e.kind,
    status: e.status,
    priority: e.priority,
    starts_at: iso(e.startsAt),
    ends_at: iso(e.endsAt),
    targeting: e.targeting,
    caps: e.caps,
    display_data: e.displayData,
    triggerable_placed_exps: e.triggers,
    created_at: new Date(e.createdAt).toISOString(),
    updated_at: new Date(e.updatedAt).toISOString(),
    created_by: e.createdBy,
  };
}

const NO_TOTALS: ExperienceTotals = { views: 0, completions: 0, dismissals: 0, clicks: 0 };

export function presentAdminEntry(e: ExperienceRecord, totals: ExperienceTotals | undefined) {
  return { ...presentDefinition(e), totals: totals ?? NO_TOTALS };
}
