// Card interaction state (spec 000 §4, §9) as the domain decides it: hover ("inactive ->
// active, back after a 120 ms delay", hoverStateAfter), carousel activity and the long press
// (isLongPress). These hooks only feed the rules pointer events and timers.
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import {
  HOVER_LEAVE_DELAY_MS,
  hoverStateAfter,
  isHovered,
  isLongPress,
  SAVED_OVERLAY_AFTER_CAROUSEL_MS,
  type HoverEvent,
  type HoverState,
} from '@corkboard/domain';

export interface CardHover {
  hovered: boolean;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

export function useCardHover(enabled: boolean): CardHover {
  const [state, setState] = useState<HoverState>('inactive');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (event: HoverEvent) => setState((at) => hoverStateAfter(at, event, enabled));
  return {
    hovered: enabled && isHovered(state),
    onPointerEnter() {
      clearTimeout(timer.current);
      send('pointerEnter');
    },
    onPointerLeave() {
      clearTimeout(timer.current);
      send('pointerLeave');
      timer.current = setTimeout(() => send('delayElapsed'), HOVER_LEAVE_DELAY_MS);
    },
  };
}

/**
 * "After a carousel index change the saved overlay stays shown for 4 seconds" (and the arrows
 * with it, partVisibility): active from a slide change until 4 s after the last one.
 */
export function useCarouselActivity(): { active: boolean; onSlideChange: () => void } {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    active,
    onSlideChange() {
      clearTimeout(timer.current);
      setActive(true);
      timer.current = setTimeout(() => setActive(false), SAVED_OVERLAY_AFTER_CAROUSEL_MS);
    },
  };
}

export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  onContextMenu: (event: MouseEvent) => void;
  onClickCapture: (event: MouseEvent) => void;
}

/**
 * A touch held "more than 500 ms" (isLongPress) calls `onLongPress` on release, and the tap
 * that ends it does not open the pin. Off when `enabled` is false.
 */
export function useLongPress(enabled: boolean, onLongPress: () => void): LongPressHandlers {
  const pressedAt = useRef<number | null>(null);
  const fired = useRef(false);
  return {
    onPointerDown(event) {
      fired.current = false;
      pressedAt.current = enabled && event.pointerType === 'touch' ? event.timeStamp : null;
    },
    onPointerUp(event) {
      const at = pressedAt.current;
      pressedAt.current = null;
      if (at === null || !isLongPress(event.timeStamp - at)) return;
      fired.current = true;
      onLongPress();
    },
    onPointerCancel() {
      pressedAt.current = null;
    },
    onContextMenu(event) {
      // The browser's own long-press menu would cover ours.
      if (pressedAt.current !== null) event.preventDefault();
    },
    onClickCapture(event) {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
