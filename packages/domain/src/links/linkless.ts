// "Go linkless" ads (spec 000 §3's isGoLinkless; §7, req 000-7.19: "Plain GET to the
// destination url with pin and client_tracking_params query parameters. Fired for linkless
// options"). Decided, as the spec leaves the rest open: a linkless ad's click keeps the person on
// Corkboard (its closeup opens, with no button that leaves), and its destination is told of the
// click by that plain GET. The server makes the GET through its guarded fetcher, so the
// advertiser learns of a click but not the person's address, cookies or browser, and no consent
// is needed for a request the browser never makes.

/** The aux_data clickthrough_type of a linkless ad's click (POST /v3/offsite/, check_only false). */
export const LINKLESS_CLICKTHROUGH = 'linkless';

/** Whether a pin is a linkless ad: its link is never opened. */
export function isGoLinkless(pin: { is_go_linkless?: boolean; is_promoted: boolean }): boolean {
  return pin.is_go_linkless === true && pin.is_promoted;
}

/** Its destination: "the tracked link if present, else the link" (spec 000 §7). */
export function linklessDestination(pin: {
  link: string | null;
  tracked_link?: string | null;
}): string | null {
  const url = pin.tracked_link ?? pin.link;
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** The aux_data the client sends for a linkless ad's click. */
export const linklessAuxData = (pinId: string): string =>
  JSON.stringify({ clickthrough_type: LINKLESS_CLICKTHROUGH, objectId: pinId });

/**
 * The plain GET's address: the destination with `pin` and `client_tracking_params` set (its own
 * query kept, those two replaced); null for a destination that is no http(s) URL.
 */
export function linklessPingUrl(
  destination: string,
  pinId: string,
  clientTrackingParams: string | undefined,
): string | null {
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('pin', pinId);
  url.searchParams.set('client_tracking_params', clientTrackingParams ?? '');
  return url.href;
}
