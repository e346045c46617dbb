// The extras of an /offsite/ address (req 001-7.11), apart from offsite-href.ts: the closeup
// sends them, and a module the cards share would put them in the home page's first JS.
import { OFFSITE_PATH } from './offsite-href';

/**
 * Req 001-7.11: "Outbound navigation goes through /offsite/ with token, url, pin,
 * isThirdPartyAd, csr, client_tracking_params, aux_data", in that order.
 */
export const OFFSITE_QUERY_PARAMS = [
  'token',
  'url',
  'pin',
  'isThirdPartyAd',
  'csr',
  'client_tracking_params',
  'aux_data',
] as const;

/** What an outbound link carries beyond its token, url and pin (each left out when unset). */
export interface OffsiteExtras {
  /** An ad served from outside Corkboard's own ads; such an ad names no pin of ours to sign. */
  isThirdPartyAd?: boolean;
  /**
   * Decided (the spec names `csr` without saying what it holds): "client-side redirect", set
   * when the web app checked the link on the click and then sent the person on. An address
   * followed without the app's click (a middle click, a new tab, no script) has none.
   */
  csr?: boolean;
  /** Where the link was clicked (clientTrackingParams). */
  clientTrackingParams?: string;
  /** A JSON string: the clickthrough's kind and context (spec 000 §7's aux_data). */
  auxData?: string;
}

/** The /offsite/ address with the extras that are set, in the spec's order (req 001-7.11). */
export function offsiteHrefWith(
  url: string,
  pinId: string,
  token: string,
  extras: OffsiteExtras,
): string {
  const query = new URLSearchParams({ token, url, pin: pinId });
  if (extras.isThirdPartyAd) query.set('isThirdPartyAd', 'true');
  if (extras.csr) query.set('csr', '1');
  if (extras.clientTrackingParams) query.set('client_tracking_params', extras.clientTrackingParams);
  if (extras.auxData) query.set('aux_data', extras.auxData);
  return `${OFFSITE_PATH}?${query.toString()}`;
}

/**
 * Decided: Corkboard's client_tracking_params name where a link was clicked, never who clicked:
 * the surface (`closeup`, `home`, …) and, on a grid, the card's slot, as `surface` or
 * `surface:slot`. Pins carry no server-made tracking params, so the client makes these.
 */
export function clientTrackingParams(surface: string, slot?: number): string {
  return slot === undefined ? surface : `${surface}:${slot}`;
}
