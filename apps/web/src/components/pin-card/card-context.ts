// The CardContext a grid passes to decidePinCard: who is looking (signed in, bot, employee,
// touch), where (the grid's surface), the experiment groups the server assigned (the same on
// the server and after hydration: both read them from the app context), and the URL's query
// parameter names (the debug panel needs one starting with deb_).
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import type { Me } from '@corkboard/contracts';
import type { CardContext, CardSurface } from '@corkboard/domain';
import { useApp } from '../../state/app-context';
import { useMediaQuery } from '../../state/use-media-query';

/** The grids of the app and their surfaces (req 000-2.15). */
export type GridPage =
  | 'home'
  | 'board'
  | 'profile'
  | 'search'
  /** Under a closeup. */
  | 'related'
  /** A board's "More ideas" tab. */
  | 'more-ideas'
  /** A topic, idea or video page. */
  | 'interest'
  /** A shopping category page: product pins. */
  | 'shopping'
  /** A today article's grid. */
  | 'today';

export function gridSurface(page: GridPage, signedIn: boolean): CardSurface {
  switch (page) {
    case 'home':
      return signedIn ? 'AuthHomefeed' : 'UnauthHomefeed';
    case 'board':
      return 'BaseBoardPinGrid';
    case 'profile':
      return 'UserProfilePinGrid';
    case 'search':
      return 'SearchItem';
    case 'related':
      return 'RelatedPinGrid';
    case 'more-ideas':
      return 'BoardMoreIdeasTabContent';
    case 'interest':
      return 'IdeasHubSeasonalRow';
    case 'shopping':
      return 'ProductPinsFeed';
    case 'today':
      return 'TodayArticleFeed';
  }
}

export interface CardContextInput {
  viewer: Me | null;
  isBot: boolean;
  experiments: Record<string, string>;
  isTouch: boolean;
  internalNetwork: boolean;
  surface: CardSurface;
  /** The URL's search string, with or without the leading `?`. */
  search: string;
}

export function buildCardContext(input: CardContextInput): CardContext {
  const { viewer } = input;
  return {
    viewer: {
      signedIn: viewer !== null,
      id: viewer?.id ?? null,
      isBot: input.isBot,
      isEmployee: viewer?.is_employee ?? false,
      isInternalNetwork: input.internalNetwork,
      isTouch: input.isTouch,
      isMobile: input.isTouch,
    },
    surface: input.surface,
    experiments: input.experiments,
    queryParamNames: [...new Set(new URLSearchParams(input.search).keys())],
  };
}

const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * A touch screen, from the media query. The server and the hydration pass use the server's
 * guess (a phone's request, AppContextValue.touchScreen), so the hydrated HTML matches the
 * server's; only when the guess was wrong does React re-render with the real answer (every
 * card of the grid: on a phone that was the longest task of the load while the guess was
 * always "not touch").
 */
export function useIsTouch(): boolean {
  return useMediaQuery(TOUCH_QUERY, useApp().touchScreen);
}

/** The viewer's CardContext on a given surface, stable while nothing it reads changes. */
export function useCardContext(surface: CardSurface): CardContext {
  const { viewer, isBot, experiments, internalNetwork } = useApp();
  const isTouch = useIsTouch();
  const search = useSearch();
  return useMemo(
    () =>
      buildCardContext({ viewer, isBot, experiments, isTouch, internalNetwork, surface, search }),
    [viewer, isBot, experiments, isTouch, internalNetwork, surface, search],
  );
}
