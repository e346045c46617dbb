// Card interaction state (spec 000 §4, §9, reqs 000-4.14, 000-4.17, 000-9.14) as the domain decides
// it: hover ("inactive -> active, back after a 120 ms delay", hoverStateAfter), carousel activity
// and the long press (isLongPress). These hooks only feed the rules pointer events and timers.
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import {
  HOVER_LEAVE_DELAY_MS,
  hoverStateAfter,
  isHovered,
  isLongPress,
  LONG_PRESS_MS,
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
  onPointerUp: () => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  onContextMenu: (event: MouseEvent) => void;
  onClickCapture: (event: MouseEvent) => void;
}

/** A finger that moves this far is scrolling, not pressing. */
const PRESS_SLOP_PX = 10;

/**
 * A touch held "more than 500 ms" (isLongPress) calls `onLongPress` while the finger is still
 * down, as a person expects; the tap that ends it does not open the pin. Moving the finger
 * (a scroll) or lifting it earlier cancels. Off when `enabled` is false.
 */
export function useLongPress(enabled: boolean, onLongPress: () => void): LongPressHandlers {
  const press = useRef<{ x: number; y: number; at: number; timer: number } | null>(null);
  const fired = useRef(false);
  const cancel = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  };
  return {
    onPointerDown(event) {
      fired.current = false;
      cancel();
      if (!enabled || event.pointerType !== 'touch') return;
      const at = performance.now();
      const timer = window.setTimeout(() => {
        if (!press.current || !isLongPress(performance.now() - at)) return;
        press.current = null;
        fired.current = true;
        onLongPress();
      }, LONG_PRESS_MS + 1);
      press.current = { x: event.clientX, y: event.clientY, at, timer };
    },
    onPointerMove(event) {
      const p = press.current;
      if (p && Math.hypot(event.clientX - p.x, event.clientY - p.y) > PRESS_SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onContextMenu(event) {
      // The browser's own long-press menu would cover ours.
      if (press.current !== null || fired.current) event.preventDefault();
    },
    onClickCapture(event) {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
