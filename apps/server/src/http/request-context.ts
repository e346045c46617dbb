// Builds the RequestContext of a Fastify request: the viewer from the session cookie, the
// client address, the known device, bot detection, and the session controls that rotate and
// revoke tokens (and with them the CSRF token).
import { isBot } from '@corkboard/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, RequestContext } from '../app/context';
import type { UserRow } from '../storage/users-store';
import { rotateCsrf } from './csrf';
import { readKnownDevice, rememberDevice } from './known-device';
import { addressKey } from './rate-limiter';
import { hashToken, isWellFormedToken, newToken, SESSION_COOKIE, SESSION_TTL_MS } from './session';

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
  const userId = await app.stores.sessions.userIdFor(hashToken(token), app.now());
  if (!userId) return;
  const user = await app.stores.users.byId(userId);
  if (!user) return;
  request.viewer = user;
  request.viewerId = userId;
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
  return {
    app,
    viewer: request.viewer,
    viewerId: request.viewerId,
    isBot: isBot(request.headers['user-agent'] ?? ''),
    address: addressKey(request.ip),
    knownDevice,
    session: {
      async signIn(userId) {
        // Rotate: the old session (if any) ends, a fresh token starts.
        const old = request.cookies[SESSION_COOKIE];
        if (isWellFormedToken(old)) await app.stores.sessions.delete(hashToken(old));
        const token = newToken();
        await app.stores.sessions.create(hashToken(token), userId, app.now(), SESSION_TTL_MS);
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
        rotateCsrf(app, reply, token);
        rememberDevice(app, reply, knownDevice, userId);
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
