// The smaller worlds cut from the demo plan: tests seed fewer pins so they start quickly.
import type { DemoPlan } from './demo-types';

/** The `small` scenario keeps the newest pins only, so browser tests start quickly. */
export const SMALL_SCENARIO_PINS = 160;

/**
 * Keeps `maxPins` pins, taken newest-first from every kind in turn so a small world still shows
 * each kind, and whatever still refers to them.
 */
export function trimPlan(plan: DemoPlan, maxPins: number | undefined): DemoPlan {
  if (maxPins === undefined || maxPins >= plan.pins.length) return plan;
  const byKind = new Map<string, DemoPlan['pins']>();
  for (const pin of [...plan.pins].sort((a, b) => a.minutesAgo - b.minutesAgo)) {
    byKind.set(pin.kind, [...(byKind.get(pin.kind) ?? []), pin]);
  }
  const pins: DemoPlan['pins'] = [];
  while (pins.length < maxPins) {
    let took = false;
    for (const list of byKind.values()) {
      const next = list.shift();
      if (next && pins.length < maxPins) {
        pins.push(next);
        took = true;
      }
    }
    if (!took) break;
  }
  const kept = new Set(pins.map((p) => p.key));
  return { ...plan, pins, saves: plan.saves.filter((s) => kept.has(s.pinKey)) };
}
