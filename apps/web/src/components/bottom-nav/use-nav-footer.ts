// The bottom bar's place on the screen (req 000-4.34: "hides after scroll or behind the pin
// action bar, and can be force-shown"; req 000-9.13: heights 64 signed in, 52 otherwise, 0
// hidden): the rules are domain `nextNavFooter` and `navFooterHidden`; this follows the scroll
// and tells the page how much of the bottom edge the bar takes (`--cb-nav-footer`, read by what
// floats above it).
import { useEffect, useState } from 'react';
import {
  navFooterHeight,
  navFooterHidden,
  nextNavFooter,
  type NavFooterState,
} from '@corkboard/domain';

export const NAV_FOOTER_VAR = '--cb-nav-footer';

export function useNavFooter(input: {
  signedIn: boolean;
  behindPinActionBar: boolean;
  forceShown: boolean;
}): { hidden: boolean; barHeight: number } {
  const [scroll, setScroll] = useState<NavFooterState>(() => ({
    hidden: false,
    anchorY: typeof window === 'undefined' ? 0 : window.scrollY,
  }));

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setScroll((s) => {
          const next = nextNavFooter(s, window.scrollY);
          return next.hidden === s.hidden && next.anchorY === s.anchorY ? s : next;
        });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const hidden = navFooterHidden(scroll.hidden, input);
  const edge = navFooterHeight(input.signedIn, hidden);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(NAV_FOOTER_VAR, `${edge}px`);
    return () => {
      root.removeProperty(NAV_FOOTER_VAR);
    };
  }, [edge]);
  return { hidden, barHeight: navFooterHeight(input.signedIn, false) };
}
