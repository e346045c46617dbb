// The app upsell's texts (issue 16, "Mobile web"; spec 000 §4 "App-upsell modal"), ours: the
// spec gives none. Corkboard's app is the installable web app, and the texts promise only what
// it does. Alone in its module: only the upsell's chunk reads it.
export const APP_UPSELL = {
  title: 'Get the Corkboard app',
  body: 'Add Corkboard to your home screen: it opens full screen, like any app, and still shows a page when you are offline.',
  openInApp: 'Get the app',
  notNow: 'Not now',
  /** Safari has no install dialog: the person adds it from the Share sheet. */
  howToIos: 'Tap the Share button, then “Add to Home Screen”.',
  done: 'Got it',
} as const;
