// The card media that only some pins have, as preloadable parts (components/lazy/preloadable.ts):
// the video card (CardVideo and the page-wide playback store), the carousel and the signed-in
// hover's board dropdown. A page loads a
// part only when it shows such a card. The server preloads them all before rendering, so its
// HTML is complete; the client entry starts loading the parts the server's HTML shows, and
// hydration does not wait for them: a card media still loading keeps its server HTML (its
// Suspense boundary hydrates when the code arrives) while the rest of the grid is interactive.
import { preloadable } from '../lazy/preloadable';

export const CARD_VIDEO_PART = preloadable(() => import('./CardVideo').then((m) => m.CardVideo));
export const CARD_CAROUSEL_PART = preloadable(() =>
  import('./CardCarousel').then((m) => m.CardCarousel),
);
/** The signed-in hover's board dropdown (CardBoardMenu.tsx). */
export const CARD_BOARD_MENU_PART = preloadable(() =>
  import('./CardBoardMenu').then((m) => m.CardBoardMenu),
);

/** Each part with what marks a card that shows it in the HTML. */
export const CARD_PARTS = [
  { selector: '[data-media="video"]', part: CARD_VIDEO_PART },
  { selector: '[data-media="carousel"]', part: CARD_CAROUSEL_PART },
  // A signed-in card's Save (signed out it is a link to sign-up).
  { selector: 'button.pc-save', part: CARD_BOARD_MENU_PART },
] as const;

/** Everything, before a server render. */
export function preloadAllCardParts(): Promise<unknown> {
  return Promise.all(CARD_PARTS.map(({ part }) => part.preload()));
}

/** The parts a server-rendered document shows, started before hydration (not awaited). */
export function startCardParts(root: ParentNode): void {
  for (const { selector, part } of CARD_PARTS) {
    if (root.querySelector(selector)) void part.preload();
  }
}
