// The phone's nav footer, the bottom bar (spec 000 §4, req 000-4.34: "hides after scroll or
// behind the pin action bar, and can be force-shown"; §9, req 000-9.13: "Nav footer height 64
// signed in and 52 otherwise in recognised cases, and 0 when hidden").

export const NAV_FOOTER_HEIGHT = { signedIn: 64, signedOut: 52, hidden: 0 } as const;

/** Scrolled less than this (px) since the last turn, the footer stays as it is (ours). */
export const NAV_FOOTER_SCROLL_SLACK = 8;
/** Within this distance (px) of the top the footer always shows (ours). */
export const NAV_FOOTER_TOP_ZONE = 64;

export interface NavFooterState {
  hidden: boolean;
  /**
   * The scroll offset the next move is measured from: the lowest point since it last showed,
   * or the deepest since it last hid, so a slow scroll adds up and a turn counts from its tip.
   */
  anchorY: number;
}

/**
 * The footer after a scroll to `scrollY`: near the top it shows; scrolling down past the slack
 * hides it, scrolling up past the slack shows it.
 */
export function nextNavFooter(state: NavFooterState, scrollY: number): NavFooterState {
  const y = scrollY;
  let hidden: boolean;
  if (y <= NAV_FOOTER_TOP_ZONE) hidden = false;
  else if (y - state.anchorY > NAV_FOOTER_SCROLL_SLACK) hidden = true;
  else if (y - state.anchorY < -NAV_FOOTER_SCROLL_SLACK) hidden = false;
  else hidden = state.hidden;
  if (hidden !== state.hidden) return { hidden, anchorY: y };
  return { hidden, anchorY: hidden ? Math.max(state.anchorY, y) : Math.min(state.anchorY, y) };
}

/**
 * Whether the footer is hidden: force-shown wins (its own menu is open); behind a pin action
 * bar (the phone's closeup) it hides; otherwise as the scroll left it.
 */
export function navFooterHidden(
  scrolledAway: boolean,
  input: { behindPinActionBar: boolean; forceShown: boolean },
): boolean {
  if (input.forceShown) return false;
  if (input.behindPinActionBar) return true;
  return scrolledAway;
}

/** The height the page leaves for the footer (req 000-9.13). */
export function navFooterHeight(signedIn: boolean, hidden: boolean): number {
  if (hidden) return NAV_FOOTER_HEIGHT.hidden;
  return signedIn ? NAV_FOOTER_HEIGHT.signedIn : NAV_FOOTER_HEIGHT.signedOut;
}
