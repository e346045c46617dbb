// The hover overlay, save button, saved state and "more" menu of a card (spec 000 §4 "Saved
// status", "Overlay labels", "Hover": reqs 000-4.02, 000-4.11, 000-4.14 to 000-4.16; §6
// signed-out visitor: reqs 000-6.01, 000-6.02; §5 overlay name lengths: req 000-5.13).

import { PIN_CARD, SAVE } from '../copy';
import { routeHref } from '../routes';
import { collapseWhitespace, truncateOverlayName } from '../text';
import type { CardContext, CardPinInput, PinCardModel } from './card-model';
import { domainLabel } from './card-text';

/** saved_info.type of a save to the profile (quick save) rather than to a board. */
export const PROFILE_SAVE_TYPE = 'profile';

function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

/**
 * "A pin shows saved status when savedInfo exists." A profile save reads "Profile" and links
 * to /me/ ("target when the quick-save 'Saved to' overlay is tapped"); a board save links to
 * its board (a local path only, else /me/).
 */
export function savedInfo(pin: Pick<CardPinInput, 'saved_info'>): PinCardModel['savedInfo'] {
  const info = pin.saved_info;
  if (!info) return null;
  const me = routeHref('me');
  if (info.type === PROFILE_SAVE_TYPE) return { boardName: SAVE.profile, url: me };
  const name = collapseWhitespace(info.title);
  return { boardName: name || SAVE.profile, url: isLocalPath(info.url) ? info.url : me };
}

/**
 * The saved overlay's board name: "Overlay board and section names are cut to 22
 * characters"; a profile save shows 'Saved to Profile' ("switches to the board name or
 * 'Saved to Profile'").
 */
export function savedOverlayName(pin: Pick<CardPinInput, 'saved_info'>): string | null {
  const info = pin.saved_info;
  if (!info) return null;
  if (info.type === PROFILE_SAVE_TYPE) return SAVE.savedToProfile;
  const name = collapseWhitespace(info.title);
  return name ? truncateOverlayName(name) : SAVE.savedToProfile;
}

/**
 * "Hover is disabled on touch for signed-out users." Signed-out visitors see "an 'Open' hover
 * text and a Save button that leads to a signup upsell"; signed in, the button is 'saved' once
 * saved_info exists. The hover domain is "cut to ... 12 in the hover overlay".
 */
export function cardOverlay(pin: CardPinInput, ctx: CardContext): PinCardModel['overlay'] {
  const signedIn = ctx.viewer.signedIn;
  return {
    hover: signedIn || !ctx.viewer.isTouch,
    hoverText: signedIn ? null : PIN_CARD.open,
    domain: domainLabel(pin, 'hover'),
    savedBoardName: signedIn ? savedOverlayName(pin) : null,
    saveButton: !signedIn ? 'signupUpsell' : pin.saved_info ? 'saved' : 'save',
  };
}

/** "Signed-out 'more' menu opens a sign-in upsell. Signed-in desktop opens a context menu." */
export function moreMenu(ctx: CardContext): PinCardModel['moreMenu'] {
  return ctx.viewer.signedIn ? 'contextMenu' : 'signInUpsell';
}
