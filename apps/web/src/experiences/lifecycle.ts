// What the client reports of an experience (spec 001 §4 and §7): viewed once per experience
// (4503), completed (6567) or dismissed (6568) once per mount, each recorded by the server
// and logged as an event; triggers fired on view (req 001-7.07). Dismiss and complete remove
// the experience locally and refresh all (req 001-4.04), unless completion keeps it (req
// 001-4.03: preventRemoval).
import type { ExperienceWire } from '@corkboard/contracts';
import {
  CALLOUT_COMPONENT,
  CALLOUT_ELEMENT,
  CLIENT_EVENT,
  drawsAsUpsell,
  viewRefetchesAll,
} from '@corkboard/domain';
import { postResource, v3 } from '../api/client';
import { logEvent } from '../logging/event-log';
import { experienceStore, refreshAll, updateOne } from './experience-store';

const viewedHere = new Set<string>();

function refresh() {
  const { context, preview } = experienceStore.get();
  if (context) void refreshAll(context, preview);
}

const event = (type: number, e: ExperienceWire, extra: Record<string, number> = {}) =>
  logEvent({ event_type: type, object_id: String(e.experience_id), ...extra });

/** The experience was shown: viewed (once per experience on this page load) and its triggers. */
export function reportViewed(e: ExperienceWire): void {
  if (e.metadata.preview || viewedHere.has(e.id)) return;
  viewedHere.add(e.id);
  updateOne(e.placement_id, e.experience_id, 'viewed');
  if (e.status === 'not_viewed') event(CLIENT_EVENT.experienceViewed, e);
  void postResource('UserExperienceViewedResource', 'update', {
    placed_experience_id: e.id,
  })
    .then(() => {
      if (viewRefetchesAll(e.placement_id)) refresh();
    })
    .catch(() => undefined);
  for (const placed of e.triggerable_placed_exps) {
    void v3('PUT', `/v3/experiences/${placed}/trigger/`).catch(() => undefined);
  }
}

export type Ending = 'completed' | 'dismissed';

/**
 * Completes or dismisses; the caller makes sure it happens once per mount (req 001-4.02). A
 * click on one of its buttons is logged as 101 with the element (13004 primary, 13005
 * secondary, 11925 dismiss).
 */
export function endExperience(e: ExperienceWire, how: Ending, element?: number): void {
  if (element !== undefined) {
    const component = drawsAsUpsell(e.experience_id, e.kind)
      ? CALLOUT_COMPONENT.upsell
      : CALLOUT_COMPONENT.callout;
    event(CLIENT_EVENT.calloutAction, e, { element, component });
  }
  const keep = how === 'completed' && e.metadata.prevent_removal;
  if (!keep) updateOne(e.placement_id, e.experience_id, 'removed');
  if (e.metadata.preview) return;
  event(
    how === 'completed' ? CLIENT_EVENT.experienceCompleted : CLIENT_EVENT.experienceDismissed,
    e,
  );
  const call =
    how === 'completed'
      ? postResource('UserExperienceCompletedResource', 'update', { placed_experience_id: e.id })
      : postResource('UserExperienceResource', 'delete', { placed_experience_id: e.id });
  void call.then(() => (keep ? undefined : refresh())).catch(() => undefined);
}

export const ELEMENT = CALLOUT_ELEMENT;
