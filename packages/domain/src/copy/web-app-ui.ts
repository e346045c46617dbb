// The installable web app's texts (issue 16, "Mobile web": "link to the installable web app: a
// web app manifest, icons and an offline page, so install installs Corkboard"). The server
// renders them; no web chunk reads them.
export const WEB_APP = {
  shortName: 'Corkboard',
  offlineTitle: 'You’re offline',
  offlineBody: 'Corkboard needs a connection to show ideas. Check yours, then try again.',
  tryAgain: 'Try again',
} as const;
