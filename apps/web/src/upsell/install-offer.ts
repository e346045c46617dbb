// Using the install offer the client entry holds (install-prompt.ts): show the browser's
// install dialog, and follow whether there is an offer.
import { useSyncExternalStore } from 'react';
import { installOffer } from './install-prompt';

/**
 * Shows the browser's install dialog, if it offered one; the offer is used up either way.
 * Resolves to the person's answer, or null when there was nothing to show.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = installOffer.held;
  if (!event) return null;
  installOffer.set(null);
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    return null;
  }
}

/** Whether the browser offers an install now (followed as it changes). */
export function useInstallOffered(): boolean {
  return useSyncExternalStore(
    (listener) => {
      installOffer.listeners.add(listener);
      return () => installOffer.listeners.delete(listener);
    },
    () => installOffer.held !== null,
    () => false,
  );
}
