// Reacting to a pin from its closeup (issue 13; spec 000 §5, reqs 000-5.23, 000-5.24): the closed
// list of reaction types, where people may react (the card's row and control rules, reused), and
// the counts after a change (the web's optimistic update, the same arithmetic as the server's
// triggers).
import type { CardContext, CardPinInput } from '../pin-card/card-model';
import {
  reactionControlsShown,
  reactionRowAllowed,
  reactionTotal,
} from '../pin-card/card-reactions';

/**
 * Decided: Pinterest's five pin reactions, by name (its web shows a heart first, then a
 * lightbulb "good idea", laughing, surprised and thanking faces). Names, not numbers, on the
 * wire: `reaction_counts` keys and `viewer_reaction` are these. Counts imported before (the
 * demo's) may carry other keys; they count in the total and are never written to.
 */
export const REACTION_TYPES = ['like', 'good_idea', 'haha', 'wow', 'thanks'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** The one-click reaction of the closeup's heart. */
export const DEFAULT_REACTION: ReactionType = 'like';

export function isReactionType(value: unknown): value is ReactionType {
  return (REACTION_TYPES as readonly unknown[]).includes(value);
}

/**
 * The card context a write is judged in: the pin and its board only. What else the row rule
 * reads (experiments, view parameters, reactions switched off on a page) is how one page shows
 * pins, not whether a person may react, so the server leaves it out.
 */
const WRITE_CONTEXT: CardContext = {
  viewer: {
    signedIn: true,
    id: null,
    isBot: false,
    isEmployee: false,
    isInternalNetwork: false,
    isTouch: false,
    isMobile: false,
  },
  surface: 'PinCloseup',
  experiments: {},
};

/**
 * Whether anyone may react to this pin (the server's check, `forbidden` otherwise): the card's
 * row must be allowed (not an ad, not an idea pin or video) and its controls shown (not a
 * promoted video or idea pin, not a downstream promotion, not on a collaborative board).
 */
export function reactionsOpenOn(pin: CardPinInput, onCollaborativeBoard: boolean): boolean {
  const ctx = { ...WRITE_CONTEXT, onCollaborativeBoard };
  return reactionRowAllowed(pin, ctx) && reactionControlsShown(pin, ctx);
}

/** What the closeup shows of reactions. */
export interface CloseupReactions {
  /** Every reaction, as the card's row counts them. */
  count: number;
  /** The reaction button (the card's control rule); else the count alone, when above 0. */
  controls: boolean;
  /** The viewer's own reaction, or null. */
  viewerReaction: ReactionType | null;
}

/** The closeup's part of a pin that the grid's pins do not carry (PinResource get only). */
export interface CloseupReactionInput {
  viewer_reaction?: string | null;
  on_collaborative_board?: boolean;
}

/**
 * The card's rules on the pin page: no row where the card shows none; the button where its
 * controls show, for people (not crawlers) and once the whole pin is here (a grid's pin shown
 * while it loads does not say whether its board is collaborative).
 */
export function closeupReactions(
  pin: CardPinInput & CloseupReactionInput,
  ctx: CardContext,
): CloseupReactions | null {
  if (!reactionRowAllowed(pin, ctx)) return null;
  const count = reactionTotal(pin.reaction_counts);
  const known = pin.on_collaborative_board !== undefined;
  const controls =
    known &&
    !ctx.viewer.isBot &&
    reactionControlsShown(pin, {
      ...ctx,
      onCollaborativeBoard: ctx.onCollaborativeBoard || pin.on_collaborative_board,
    });
  if (!controls && count === 0) return null;
  const own = pin.viewer_reaction;
  return { count, controls, viewerReaction: isReactionType(own) ? own : null };
}

/**
 * The counts once the viewer's reaction went from `before` to `after` (either null): one fewer
 * of the old type (a type at 0 leaves the object, so a pin nobody reacts to is `{}` again), one
 * more of the new.
 */
export function countsAfterReaction(
  counts: Readonly<Record<string, number>>,
  before: ReactionType | null,
  after: ReactionType | null,
): Record<string, number> {
  const next = { ...counts };
  if (before === after) return next;
  if (before !== null) {
    const left = (next[before] ?? 0) - 1;
    if (left > 0) next[before] = left;
    else delete next[before];
  }
  if (after !== null) next[after] = (next[after] ?? 0) + 1;
  return next;
}
