// The /offsite/ address (API.md "Outbound links"), alone in its module: the pin card builds it,
// and the card's chunk should carry nothing else of the link rules.

/** The path every outbound link the web app renders goes through (req 001-7.11). */
export const OFFSITE_PATH = '/offsite/';

/**
 * `/offsite/?token&url&pin`: the server's token signs the URL and the pin, so the endpoint is
 * no open redirect (API.md "Outbound links"). What a card renders; the
 * extras are in offsite-extras.ts, a module of its own so the card's chunk does not carry them.
 */
export function offsiteHref(url: string, pinId: string, token: string): string {
  const query = new URLSearchParams({ token, url, pin: pinId });
  return `${OFFSITE_PATH}?${query.toString()}`;
}

/** The message a token signs: the URL and the pin, so a token opens one link of one pin. */
export const offsiteTokenMessage = (url: string, pinId: string) => `${pinId}\n${url}`;
