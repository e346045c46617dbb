// Who is looking. The server builds a Viewer once per request (session + User-Agent) and
// every rule that depends on the viewer takes it, so signed-out, signed-in and bot behaviour
// is decided in one place.

import { DEBUG_PARAM_PREFIX } from './limits';

export type SignedOutViewer = { kind: 'signed-out'; isBot: boolean };
export type SignedInViewer = {
  kind: 'signed-in';
  id: string;
  username: string;
  isEmployee: boolean;
  isBot: boolean;
};
export type Viewer = SignedOutViewer | SignedInViewer;

export function signedOutViewer(isBot = false): SignedOutViewer {
  return { kind: 'signed-out', isBot };
}

export function isSignedIn(viewer: Viewer): viewer is SignedInViewer {
  return viewer.kind === 'signed-in';
}

/**
 * Spec 000 §6, req 000-6.12: the pin owner is "detected by pinner id equal to viewer id, or
 * access including 'write'". A signed-out viewer never owns anything, whatever `access` says:
 * access is computed for a session, and a stale one must not grant ownership.
 */
export function isOwner(
  pinnerId: string | null | undefined,
  viewer: Viewer,
  access?: readonly string[] | null,
): boolean {
  if (!isSignedIn(viewer)) return false;
  return (pinnerId != null && pinnerId === viewer.id) || (access?.includes('write') ?? false);
}

/**
 * Spec 000 §6, req 000-2.27: an "employee or internal-network user with a deb_ URL parameter"
 * sees debug data. The internal-network test is the server's (it knows the address); pass its
 * answer.
 */
export function showsDebugData(
  viewer: Viewer,
  queryParamNames: Iterable<string>,
  isInternalNetwork = false,
): boolean {
  const staff = isInternalNetwork || (isSignedIn(viewer) && viewer.isEmployee);
  if (!staff) return false;
  for (const name of queryParamNames) if (name.startsWith(DEBUG_PARAM_PREFIX)) return true;
  return false;
}

/**
 * The key experiments hash on: the user id when signed in, else the visitor's cookie id.
 * Null (bots, or no visitor id yet) means "use each experiment's default group".
 */
export function experimentKey(viewer: Viewer, visitorId?: string | null): string | null {
  if (viewer.isBot) return null;
  if (isSignedIn(viewer)) return `user:${viewer.id}`;
  return visitorId ? `visitor:${visitorId}` : null;
}
