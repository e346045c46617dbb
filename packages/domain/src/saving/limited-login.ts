// The limited-login prompt (spec 002 §2.3, req 002-2.32: "Limited-login modal: opens with a
// header, an optional subheader and an optional next route"; §6 the headers, req 002-6.02, and
// req 002-6.04: "When a logged-out visitor is prompted, the post-login route is built from the
// current pin path"; 000 §6, req 000-6.05: "Gated actions give a signup or login modal").
import { LIMITED_LOGIN, LIMITED_LOGIN_OURS } from '../copy';
import { pinPath, routeHref, matchRoute, safeNextPath } from '../routes';

/** The gated actions of req 002-1.03 ("save, send, edit, hide, follow, create or share"). */
export const GATED_ACTIONS = [
  'save',
  'send',
  'edit',
  'hide',
  'createPinOrBoard',
  'createBoard',
  'shareProfile',
  'follow',
  'unfollow',
  'boardInvite',
  /** Ours (issue 16): comments on pins. */
  'comment',
  'continue',
] as const;
export type GatedAction = (typeof GATED_ACTIONS)[number];

const HEADERS: Record<GatedAction, string> = {
  save: LIMITED_LOGIN.savePin,
  send: LIMITED_LOGIN.sendPin,
  edit: LIMITED_LOGIN.editPin,
  hide: LIMITED_LOGIN.hidePin,
  createPinOrBoard: LIMITED_LOGIN.createPinOrBoard,
  createBoard: LIMITED_LOGIN.createBoard,
  shareProfile: LIMITED_LOGIN.shareProfile,
  follow: LIMITED_LOGIN.follow,
  unfollow: LIMITED_LOGIN.unfollow,
  boardInvite: LIMITED_LOGIN.boardInvite,
  comment: LIMITED_LOGIN_OURS.comment,
  continue: LIMITED_LOGIN.continue,
};

/** The modal's header for a gated action; anything else is 'Log in to continue'. */
export function limitedLoginHeader(action: GatedAction | string): string {
  return (HEADERS as Record<string, string | undefined>)[action] ?? LIMITED_LOGIN.continue;
}

/** Routes under /pin/{id}/ (closeup, repin, comments, ...): their post-login route is the pin. */
const PIN_ROUTES: ReadonlySet<string> = new Set([
  'pin',
  'pin-repin',
  'pin-comments',
  'pin-edit',
  'pin-visual-search',
  'pin-visual-search-products',
  'pin-sent',
  'pin-feedback',
]);

/**
 * Where the visitor lands after signing in: on a pin path, that pin's closeup ("built from the
 * current pin path"); elsewhere the page they were on, query included. Local paths only.
 */
export function postLoginPath(pathname: string, search = ''): string {
  const match = matchRoute(pathname);
  if (match && PIN_ROUTES.has(match.name) && 'id' in match.params) {
    return pinPath(match.params.id);
  }
  const query = search.replace(/^\?/, '');
  return safeNextPath(query ? `${pathname}?${query}` : pathname);
}

/** The full log-in and sign-up pages, coming back to `next` afterwards. */
export function limitedLoginLinks(next: string): { login: string; signup: string } {
  const safe = safeNextPath(next);
  const query = safe === '/' ? {} : { next: safe };
  return { login: routeHref('login', {}, query), signup: routeHref('signup', {}, query) };
}
