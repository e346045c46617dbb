// Builds the RequestContext of a Fastify request: the viewer from the session cookie, the
// client address, bot detection, and the session controls that rotate and revoke tokens.
import { isBot } from '@corkboard/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, RequestContext } from '../app/context';
import type { UserRow } from '../storage/users-store';
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
  return {
    app,
    viewer: request.viewer,
    viewerId: request.viewerId,
    isBot: isBot(request.headers['user-agent'] ?? ''),
    ip: request.ip,
    session: {
      async signIn(userId) {
        // Rotate: the old session (if any) ends, a fresh token starts.
        const old = request.cookies[SESSION_COOKIE];
        if (isWellFormedToken(old)) await app.stores.sessions.delete(hashToken(old));
        const token = newToken();
        await app.stores.sessions.create(hashToken(token), userId, app.now(), SESSION_TTL_MS);
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
      },
      async signOut() {
        const token = request.cookies[SESSION_COOKIE];
        if (isWellFormedToken(token)) await app.stores.sessions.delete(hashToken(token));
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
    },
  };
}
