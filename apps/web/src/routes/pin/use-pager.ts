// Paging of the closeup's carousel and idea pin: the carousel rules of spec 000 §4 (index moved by
// one, clamped; arrows disabled at the ends; a left swipe advances, a right swipe goes back; the
// arrow keys while focus is inside), for any number of pages.
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  carouselArrows,
  type CarouselDirection,
  carouselIndexAfter,
  carouselIndexAfterSwipe,
  carouselStartIndex,
  swipeDirection,
} from '@corkboard/domain';

export interface Pager {
  index: number;
  count: number;
  leftDisabled: boolean;
  rightDisabled: boolean;
  go: (index: number) => void;
  move: (direction: CarouselDirection) => void;
  /** Spread on the element that swipes and hears the arrow keys. */
  handlers: {
    onKeyDown: (event: KeyboardEvent) => void;
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
  };
}

export function usePager(count: number, start = 0): Pager {
  const [index, setIndex] = useState(() => carouselStartIndex(start, count));
  const from = useRef<{ x: number; y: number } | null>(null);
  const paging = { slideCount: count };
  const { leftDisabled, rightDisabled } = carouselArrows(index, count);
  const go = useCallback((next: number) => setIndex(carouselStartIndex(next, count)), [count]);
  const move = (direction: CarouselDirection) => go(carouselIndexAfter(index, direction, paging));
  return {
    index,
    count,
    leftDisabled,
    rightDisabled,
    go,
    move,
    handlers: {
      onKeyDown: (event) => {
        if (event.key === 'ArrowRight' && !rightDisabled) move('next');
        else if (event.key === 'ArrowLeft' && !leftDisabled) move('previous');
        else return;
        event.preventDefault();
      },
      onPointerDown: (event) => {
        from.current =
          event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
      },
      onPointerUp: (event) => {
        const start = from.current;
        from.current = null;
        if (!start) return;
        const swipe = swipeDirection(event.clientX - start.x, event.clientY - start.y);
        if (swipe !== null) go(carouselIndexAfterSwipe(index, swipe, paging));
      },
      onPointerCancel: () => (from.current = null),
    },
  };
}
