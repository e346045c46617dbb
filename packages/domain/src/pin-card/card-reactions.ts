// Spec 000 §5 "Reactions and boards" (reqs 000-5.23, 000-5.24; 000-1.07): when the reaction row
// and its controls show, and what the row counts.

import type { CardContext, CardPinInput } from './card-model';
import { experimentGroup } from './card-context';
import { isPromotedAd, isStoryPin, isVideoPin } from './pin-facts';
import { NO_REACTION_VIEW_PARAMETERS } from './view-parameters';

export interface CardReactions {
  visible: boolean;
  controls: boolean;
  total: number;
  top: string[];
}

/** Sum of the counts (negative or non-numeric counts count as 0). */
export function reactionTotal(counts: Record<string, number>): number {
  return Object.values(counts).reduce(
    (sum, n) => sum + (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0),
    0,
  );
}

/** Reaction types with a count, most first; ties by name, so the order is stable. */
export function topReactions(counts: Record<string, number>): string[] {
  return Object.entries(counts)
    .filter(([, n]) => Number.isFinite(n) && n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([type]) => type);
}

/**
 * "The reaction row shows only when reactions are enabled and the pin is not promoted, not a
 * story pin or video, and not excluded by an experience with hideReactions. View parameters
 * 3475 and 606 are also excluded." The hide_reactions experiment ('enabled') counts as such
 * an exclusion for signed-out visitors only, whom spec 000 §6 says it is about ("no reactions
 * in some experiments"); a signed-in person's row never depends on a draw. "Not promoted" is an
 * ad that is not downstream (downstream promotions keep the row; their controls go, below).
 */
export function reactionRowAllowed(pin: CardPinInput, ctx: CardContext): boolean {
  if (ctx.reactionsEnabled === false) return false;
  if (isPromotedAd(pin) || isStoryPin(pin) || isVideoPin(pin)) return false;
  if (ctx.hideReactionsByExperience) return false;
  if (!ctx.viewer.signedIn && experimentGroup(ctx, 'hide_reactions') === 'enabled') return false;
  return (
    ctx.viewParameter === undefined || !NO_REACTION_VIEW_PARAMETERS.includes(ctx.viewParameter)
  );
}

/**
 * "Reaction controls are hidden for video or story pins that are promoted, downstream
 * promotions, or on collaborative boards." Read both ways it can be parsed: a promoted video
 * or story pin, any downstream promotion, any card on a collaborative board.
 */
export function reactionControlsShown(pin: CardPinInput, ctx: CardContext): boolean {
  const promotedMedia = (isVideoPin(pin) || isStoryPin(pin)) && pin.is_promoted;
  return !promotedMedia && !pin.is_downstream_promotion && !ctx.onCollaborativeBoard;
}

/** The reaction row, or null when hidden. Decided: a row with no reactions is not shown. */
export function cardReactions(pin: CardPinInput, ctx: CardContext): CardReactions | null {
  const total = reactionTotal(pin.reaction_counts);
  if (total === 0 || !reactionRowAllowed(pin, ctx)) return null;
  return {
    visible: true,
    controls: reactionControlsShown(pin, ctx),
    total,
    top: topReactions(pin.reaction_counts),
  };
}
