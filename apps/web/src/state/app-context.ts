// Who is looking and where the app lives: fixed for one page load, read by any component.
import { createContext, useContext } from 'react';
import type { Me } from '@corkboard/contracts';

export interface AppContextValue {
  viewer: Me | null;
  /** A crawler: same HTML, but no modals, upsells or experiences, and never `orig` images. */
  isBot: boolean;
  /**
   * The server's guess of a touch screen (a phone's request): what the server rendered and
   * hydration renders; the media query decides after (pin-card/card-context.ts useIsTouch).
   */
  touchScreen: boolean;
  /** From the operator's own network: the server alone can tell (req 000-2.27, debug panel). */
  internalNetwork: boolean;
  /** e.g. http://localhost:3000, for canonical URLs. */
  publicUrl: string;
  /** Experiment name -> group, as the server assigned them for this request. */
  experiments: Record<string, string>;
}

export const AppContext = createContext<AppContextValue>({
  viewer: null,
  isBot: false,
  touchScreen: false,
  internalNetwork: false,
  publicUrl: '',
  experiments: {},
});

export function useApp(): AppContextValue {
  return useContext(AppContext);
}
