// A media query as React state, followed as it changes (the touch screen, the phone's width).
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches. `server` is the answer the server's HTML and the hydration pass use,
 * so the hydrated HTML matches the server's; React re-renders after hydration only when the
 * real answer differs.
 */
export function useMediaQuery(query: string, server: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => server,
  );
}
