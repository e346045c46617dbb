// Whether the client has taken over the server's HTML: a control whose work needs the scripts
// (an API call, not a link or a native form) stays disabled until then, so an early click is
// never silently lost.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true once the client has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
