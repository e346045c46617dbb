// CSRF (docs/API.md §1, docs/DESIGN.md §5): every write must send `X-CSRFToken` equal to the
// readable `csrftoken` cookie, and cross-site writes are refused outright. The token is not a
// value the client may choose: it is an HMAC, keyed with the session secret, of the session
// token when signed in, else of an httpOnly random pre-session cookie. So it changes at sign-in
// and sign-out, and one session's token is worthless in another. Threat model:
// docs/ARCHITECTURE.md, "Abuse limits and request handling".
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app/context';
import { AppError } from './errors';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  isWellFormedToken,
  newToken,
  PRESESSION_COOKIE,
  SESSION_COOKIE,
} from './session';
import { sameString } from './signing';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const YEAR_S = 365 * 24 * 60 * 60;

const tokenFor = (app: AppContext, binding: string) => app.signer.sign('csrf', binding);

function setCsrfCookie(app: AppContext, reply: FastifyReply, token: string) {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: YEAR_S,
  });
}

function newPresession(app: AppContext, reply: FastifyReply): string {
  const presession = newToken();
  reply.setCookie(PRESESSION_COOKIE, presession, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: YEAR_S,
  });
  return presession;
}

/**
 * The token this request's writes must carry (run after the viewer is loaded). Sets the
 * pre-session cookie when a signed-out visitor has none, and the `csrftoken` cookie whenever
 * the request's differs from the token, so a stale one (another session's) heals itself.
 */
export function prepareCsrf(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  let binding = request.viewerId
    ? request.cookies[SESSION_COOKIE]
    : request.cookies[PRESESSION_COOKIE];
  if (!isWellFormedToken(binding)) binding = newPresession(app, reply);
  const token = tokenFor(app, binding);
  if (request.cookies[CSRF_COOKIE] !== token) setCsrfCookie(app, reply, token);
  return token;
}

/**
 * At sign-in (`sessionToken` the new session) and sign-out (null): a fresh pre-session and a
 * token bound to the new state, so no token from before is accepted after.
 */
export function rotateCsrf(app: AppContext, reply: FastifyReply, sessionToken: string | null) {
  const presession = newPresession(app, reply);
  setCsrfCookie(app, reply, tokenFor(app, sessionToken ?? presession));
}

export function checkCsrf(request: FastifyRequest, token: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new AppError('csrf_failed', 'Cross-site requests may not change anything.');
  }
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || !sameString(header, token)) {
    throw new AppError(
      'csrf_failed',
      'The CSRF token is missing or does not match: send the csrftoken cookie in X-CSRFToken.',
    );
  }
}
