// Which feedback a card's menu offers, and where a hide goes (spec 000 §2, req 000-2.20:
// "'Pin hidden' toast with undo and an optional unfollow shortcut"; §7, reqs 000-7.10 to
// 000-7.12: "PUT /v3/p2p/{pin}/hide/ … Undo is PUT .../unhide/", "PUT /v3/search/{pin_id}/hide/
// … Undo is PUT .../unhide/", "PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/ … Undo is PUT
// .../undo/").
//
// Decided: hiding is offered on the surfaces that recommend (home, related, more ideas,
// search, topic, today and shopping grids, the news hub), never on a board's or a profile's own
// grid (the viewer went there for that board or person) nor the card gallery. Reporting is
// offered everywhere. Neither is offered on the viewer's own pins, nor signed out (the signed-out
// menu is the sign-in upsell).
import type { CardSurface } from '../pin-card/card-model';

/** The hide endpoints a card can call (the server's `feedback` surface is the report's own). */
export type CardHideSurface = 'p2p' | 'search' | 'news_hub';

export interface CardFeedback {
  /** "Hide Pin" in the menu, and which endpoint it calls; null: not offered. */
  hide: CardHideSurface | null;
  /** "Report Pin" in the menu (PinFeedbackResource update, feedback_type 1). */
  report: boolean;
}

/** Surfaces showing someone's own collection: nothing there is a recommendation to hide. */
const NO_HIDE_SURFACES: readonly CardSurface[] = [
  'BaseBoardPinGrid',
  'BoardlessPins',
  'UserProfilePinGrid',
  'ConversationView',
  'CardsGallery',
];

/** The hide endpoint of a surface: search grids hide from search, the news hub from news. */
export function hideSurfaceFor(surface: CardSurface): CardHideSurface {
  switch (surface) {
    case 'SearchItem':
    case 'SearchItemHighShoppingIntent':
      return 'search';
    case 'NewsPage':
      return 'news_hub';
    default:
      return 'p2p';
  }
}

export interface CardFeedbackInput {
  surface: CardSurface;
  viewer: { signedIn: boolean; id: string | null };
  pinnerId: string;
}

export function cardFeedback(input: CardFeedbackInput): CardFeedback {
  const { viewer } = input;
  if (!viewer.signedIn || viewer.id === null || viewer.id === input.pinnerId) {
    return { hide: null, report: false };
  }
  return {
    hide: NO_HIDE_SURFACES.includes(input.surface) ? null : hideSurfaceFor(input.surface),
    report: true,
  };
}

/** A hide and its undo, typed by their path shapes (the web client checks them against the API). */
export type HidePaths =
  | { hide: `/v3/p2p/${string}/hide/`; undo: `/v3/p2p/${string}/unhide/` }
  | { hide: `/v3/search/${string}/hide/`; undo: `/v3/search/${string}/unhide/` }
  | {
      hide: `/v3/news_hub/${string}/pin/${string}/hide/`;
      undo: `/v3/news_hub/${string}/pin/${string}/undo/`;
    };

/**
 * The hide call and its undo for a surface. A news hub hide needs the news item's id; without
 * one it falls back to p2p (the pin still leaves the viewer's feeds).
 */
export function hidePaths(
  surface: CardHideSurface,
  pinId: string,
  newsId: string | null = null,
): HidePaths {
  const pin = encodeURIComponent(pinId);
  if (surface === 'search') {
    return { hide: `/v3/search/${pin}/hide/`, undo: `/v3/search/${pin}/unhide/` };
  }
  if (surface === 'news_hub' && newsId !== null) {
    const news = encodeURIComponent(newsId);
    return {
      hide: `/v3/news_hub/${news}/pin/${pin}/hide/`,
      undo: `/v3/news_hub/${news}/pin/${pin}/undo/`,
    };
  }
  return { hide: `/v3/p2p/${pin}/hide/`, undo: `/v3/p2p/${pin}/unhide/` };
}
