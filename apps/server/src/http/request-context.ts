// Builds the RequestContext of a Fastify request: the viewer from the session cookie, the
// client address, the known device, bot detection, and the session controls that rotate and
// revoke tokens (and with them the CSRF token).
import { deviceKind, formatDeviceKind, isBot, likelyTouchScreen } from '@corkboard/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, RequestContext } from '../app/context';
import { writeActor } from '../storage/changes';
import { idString } from '../storage/row-mapping';
import type { UserRow } from '../storage/users-store';
import { consentControl } from './consent';
import { rotateCsrf } from './csrf';
import { readKnownDevice, rememberDevice } from './known-device';
import { addressKey } from './rate-limiter';
import {
  CSRF_COOKIE,
  hashToken,
  isWellFormedToken,
  newToken,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from './session';
import { requestLocale, visitorControl } from './visitor';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: UserRow | null;
    viewerId: string | null;
  }
}

export async function loadViewer(app: AppContext, request: FastifyRequest): Promise<void> {
  request.viewer = null;
  request.viewerId = null;
  const token = request.cookies[SESSION_COOKIE];
  if (!isWellFormedToken(token)) return;
  const hash = hashToken(token);
  const now = app.now();
  let found = app.reads.session<{ user: UserRow; expires: number }>(hash);
  if (!found || found.expires <= now) {
    const stamp = app.reads.stamp();
    const session = await app.stores.sessions.lookup(hash, now);
    const user = session ? await app.stores.users.byId(session.userId) : undefined;
    // A suspended account's sessions are deleted; one that slipped through still counts for nothing.
    if (!session || !user || user.suspended_at !== null) return;
    found = { user, expires: session.expiresAt };
    app.reads.storeSession(hash, found, stamp);
  }
  request.viewer = found.user;
  request.viewerId = idString(found.user.id);
  const actor = writeActor.getStore();
  if (actor) actor.id = request.viewerId;
}

/** Whom experiment groups are drawn for: the account, else the visitor's CSRF cookie. */
export function experimentKey(request: FastifyRequest): string {
  return request.viewerId ?? request.cookies[CSRF_COOKIE] ?? 'anonymous';
}

export function requestContext(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): RequestContext {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
  };
  const knownDevice = readKnownDevice(app, request);
  const bot = isBot(request.headers['user-agent'] ?? '');
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  const consent = consentControl(app, request, reply);
  return {
    app,
    viewer: request.viewer,
    viewerId: request.viewerId,
    isBot: bot,
    client: {
      phone: likelyTouchScreen(
        request.headers['user-agent'],
        Array.isArray(mobileHint) ? mobileHint[0] : mobileHint,
        bot,
      ),
      locale: requestLocale(request.headers['accept-language']),
      experimentKey: experimentKey(request),
    },
    visitor: visitorControl(app, request, reply),
    consent,
    address: addressKey(request.ip),
    knownDevice,
    readStamp: app.reads.stamp(request.viewerId),
    session: {
      async signIn(userId) {
        // Rotate: the old session (if any) ends, a fresh token starts.
        const old = request.cookies[SESSION_COOKIE];
        if (isWellFormedToken(old)) await app.stores.sessions.delete(hashToken(old));
        const token = newToken();
        const device = formatDeviceKind(deviceKind(request.headers['user-agent']));
        await app.stores.sessions.create(
          hashToken(token),
          userId,
          app.now(),
          SESSION_TTL_MS,
          device,
        );
        await app.stores.users.recordSignIn(userId, app.now());
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
        rotateCsrf(app, reply, token);
        rememberDevice(app, reply, knownDevice, userId);
        // Issue 16: the visitor's cookie choice is moved to the account on sign-in.
        await consent.moveToAccount(userId);
      },
      currentId() {
        const token = request.cookies[SESSION_COOKIE];
        return isWellFormedToken(token) ? hashToken(token) : null;
      },
      async signOut() {
        const token = request.cookies[SESSION_COOKIE];
        if (isWellFormedToken(token)) await app.stores.sessions.delete(hashToken(token));
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        rotateCsrf(app, reply, null);
      },
    },
  };
}
