// Where an anchored experience's card goes beside its anchor (spec 001 §3: a tooltip's
// idealDirection, a flyout's flyout_direction, anchors_by_platform's placement). Pure math on
// the anchor's box and the window, so the component only measures and paints. A side with no
// room for the card falls back to above or below, whichever has room; the card always stays
// 8 px inside the window.
import type { ExperienceDirection } from './display-data';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface CardPosition {
  /** The side of the anchor the card is on. */
  side: ExperienceDirection;
  /** The card's top-left corner, in window coordinates. */
  top: number;
  left: number;
}

/** Space between the anchor and the card, and between the card and the window's edge. */
export const ANCHORED_GAP_PX = 12;
export const WINDOW_MARGIN_PX = 8;

const clamp = (value: number, min: number, max: number) =>
  Math.max(min, Math.min(value, Math.max(min, max)));

function fits(side: ExperienceDirection, anchor: Box, card: Box, window: Box): boolean {
  const room = {
    up: anchor.top - window.top,
    down: window.top + window.height - (anchor.top + anchor.height),
    left: anchor.left - window.left,
    right: window.left + window.width - (anchor.left + anchor.width),
  }[side];
  const needed = side === 'up' || side === 'down' ? card.height : card.width;
  return room >= needed + ANCHORED_GAP_PX + WINDOW_MARGIN_PX;
}

/**
 * The card's side and corner. `asked` null chooses by room: below an anchor in the top half of
 * the window, above one lower down (so a header anchor opens downwards).
 */
export function anchoredPosition(
  anchor: Box,
  card: { width: number; height: number },
  window: { width: number; height: number },
  asked: ExperienceDirection | null,
): CardPosition {
  const win = { top: 0, left: 0, ...window };
  const size = { top: 0, left: 0, ...card };
  const byRoom: ExperienceDirection =
    anchor.top + anchor.height / 2 < window.height / 2 ? 'down' : 'up';
  // Above or below: the one asked for (else chosen by room), or the other when it has no room.
  const preferred = asked === 'up' || asked === 'down' ? asked : byRoom;
  const opposite: ExperienceDirection = preferred === 'down' ? 'up' : 'down';
  const vertical = fits(preferred, anchor, size, win) ? preferred : opposite;
  const side = asked && fits(asked, anchor, size, win) ? asked : vertical;
  const maxLeft = window.width - card.width - WINDOW_MARGIN_PX;
  const maxTop = window.height - card.height - WINDOW_MARGIN_PX;
  const centredLeft = anchor.left + anchor.width / 2 - card.width / 2;
  const centredTop = anchor.top + anchor.height / 2 - card.height / 2;
  switch (side) {
    case 'down':
      return {
        side,
        top: anchor.top + anchor.height + ANCHORED_GAP_PX,
        left: clamp(centredLeft, WINDOW_MARGIN_PX, maxLeft),
      };
    case 'up':
      return {
        side,
        top: Math.max(WINDOW_MARGIN_PX, anchor.top - ANCHORED_GAP_PX - card.height),
        left: clamp(centredLeft, WINDOW_MARGIN_PX, maxLeft),
      };
    case 'right':
      return {
        side,
        top: clamp(centredTop, WINDOW_MARGIN_PX, maxTop),
        left: anchor.left + anchor.width + ANCHORED_GAP_PX,
      };
    case 'left':
      return {
        side,
        top: clamp(centredTop, WINDOW_MARGIN_PX, maxTop),
        left: anchor.left - ANCHORED_GAP_PX - card.width,
      };
  }
}
