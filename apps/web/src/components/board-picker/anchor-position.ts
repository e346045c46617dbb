// Where a popover sits under (or above) the element that opened it, inside the viewport.
import { useEffect, useState } from 'react';

export interface PopoverPlace {
  left: number;
  width: number;
  maxHeight: number;
  top?: number;
  bottom?: number;
}

const GAP = 8;
const EDGE = 8;

export function placePopover(
  anchor: { top: number; bottom: number; right: number; left: number },
  viewport: { width: number; height: number },
  preferredWidth: number,
  minHeight = 320,
): PopoverPlace {
  const width = Math.min(preferredWidth, viewport.width - 2 * EDGE);
  const left = Math.min(
    Math.max(EDGE, anchor.right - width),
    Math.max(EDGE, viewport.width - width - EDGE),
  );
  const below = viewport.height - anchor.bottom - GAP - EDGE;
  const above = anchor.top - GAP - EDGE;
  if (below >= minHeight || below >= above) {
    return { left, width, top: anchor.bottom + GAP, maxHeight: Math.max(160, below) };
  }
  return {
    left,
    width,
    bottom: viewport.height - anchor.top + GAP,
    maxHeight: Math.max(160, above),
  };
}

function measure(anchor: HTMLElement, width: number): PopoverPlace {
  return placePopover(
    anchor.getBoundingClientRect(),
    { width: window.innerWidth, height: window.innerHeight },
    width,
  );
}

/** Follows the anchor on scroll and resize; closes when the anchor leaves the page. */
export function useAnchorPlace(anchor: HTMLElement, width: number, onGone: () => void) {
  const [place, setPlace] = useState(() => measure(anchor, width));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!anchor.isConnected) onGone();
        else setPlace(measure(anchor, width));
      });
    };
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [anchor, width, onGone]);
  return place;
}
