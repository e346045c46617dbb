// The browser's offer to install Corkboard (the `beforeinstallprompt` event of the installable
// web app, issue 16 "Mobile web"). It fires once, often before any lazy chunk has loaded, so
// the client entry starts listening and holds it here; the app upsell and onboarding's app
// step use it through install-offer.ts, in their own chunks.

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installOffer: {
  held: InstallPromptEvent | null;
  listeners: Set<() => void>;
  set(event: InstallPromptEvent | null): void;
} = {
  held: null,
  listeners: new Set(),
  set(event) {
    this.held = event;
    this.listeners.forEach((listener) => listener());
  },
};

/** Called once by the client entry. */
export function listenForInstallPrompt(): void {
  // Held, not shown now: the browser's own mini bar would interrupt the first screen.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer.set(event as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => installOffer.set(null));
}
