// Card interaction state of spec 000 §4 "Hover" (reqs 000-4.14, 000-4.17: "inactive -> active,
// back after a 120 ms delay ... Card parts have visibility states visible, hidden or none,
// driven by hover, saved and carousel activity"), the long press of §9 (req 000-9.14) and the
// overlay washes of §9 (req 000-9.09).

import { HOVER_DELAY_MS, LONG_PRESS_MS, OVERLAY_WASH_OPACITY } from '../limits';

/** 'leaving': the pointer left; the card stays active until the 120 ms delay elapses. */
export type HoverState = 'inactive' | 'active' | 'leaving';
export type HoverEvent = 'pointerEnter' | 'pointerLeave' | 'delayElapsed';

/** How long the component waits before dispatching 'delayElapsed' after a 'leaving' state. */
export const HOVER_LEAVE_DELAY_MS = HOVER_DELAY_MS;

/**
 * "inactive -> active, back after a 120 ms delay." Entering again while leaving cancels the
 * way back. With hover disabled (touch, signed out) the card never leaves 'inactive'.
 */
export function hoverStateAfter(
  state: HoverState,
  event: HoverEvent,
  hoverEnabled = true,
): HoverState {
  if (!hoverEnabled) return 'inactive';
  switch (event) {
    case 'pointerEnter':
      return 'active';
    case 'pointerLeave':
      return state === 'inactive' ? 'inactive' : 'leaving';
    case 'delayElapsed':
      return state === 'leaving' ? 'inactive' : state;
  }
}

/** Hover drives the primary overlay content until the delay has elapsed. */
export function isHovered(state: HoverState): boolean {
  return state !== 'inactive';
}

/** "A long press is more than 500 ms." */
export function isLongPress(pressedMs: number): boolean {
  return pressedMs > LONG_PRESS_MS;
}

/** 'hidden' stays mounted (and keeps its space) to fade; 'none' is not rendered. */
export type PartVisibility = 'visible' | 'hidden' | 'none';

export interface CardPartState {
  hovered: boolean;
  saved: boolean;
  /** Within 4 s of a carousel index change (carousel.ts isCarouselActive). */
  carouselActive: boolean;
}

export interface CardPartVisibility {
  /** Save (or Saved) button, more button and hover domain: the primary hover content. */
  hoverActions: PartVisibility;
  /** The saved overlay: the board name (or 'Saved to Profile') over the saved wash. */
  savedOverlay: PartVisibility;
  /** Carousel arrows (dots always show on a carousel). */
  carouselArrows: PartVisibility;
}

/**
 * Decided rules for the parts the spec names:
 * - hover actions show while hovered, else stay mounted hidden (they fade);
 * - the saved overlay exists only for a saved pin; it shows while hovered and "After a
 *   carousel index change the saved overlay stays shown for 4 seconds";
 * - carousel arrows show while hovered or while the carousel is active (so the next tap lands).
 */
export function partVisibility({
  hovered,
  saved,
  carouselActive,
}: CardPartState): CardPartVisibility {
  return {
    hoverActions: hovered ? 'visible' : 'hidden',
    savedOverlay: !saved ? 'none' : hovered || carouselActive ? 'visible' : 'hidden',
    carouselArrows: hovered || carouselActive ? 'visible' : 'hidden',
  };
}

/** "Overlay washes: saved 0.33, visual 0.1, lego 0.4 opacity." */
export type OverlayWash = keyof typeof OVERLAY_WASH_OPACITY;

/**
 * The wash over the image: the saved wash while the saved overlay shows, the lego (current
 * design) wash while hovered, none otherwise. Decided: 'visual' (0.1) is the lighter wash
 * under visual-annotation tag pills, which the component asks for by name.
 */
export function overlayWash(state: CardPartState): { wash: OverlayWash | null; opacity: number } {
  if (partVisibility(state).savedOverlay === 'visible')
    return { wash: 'saved', opacity: OVERLAY_WASH_OPACITY.saved };
  if (state.hovered) return { wash: 'lego', opacity: OVERLAY_WASH_OPACITY.lego };
  return { wash: null, opacity: 0 };
}
