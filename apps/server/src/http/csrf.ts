// CSRF (API.md §1, DESIGN.md §5): every response sets a readable `csrftoken` cookie when the
// request had none; every write must echo it in `X-CSRFToken`, and cross-site writes are
// refused outright.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { CSRF_COOKIE, CSRF_HEADER, newToken } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, newToken(), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: 365 * 24 * 60 * 60,
  });
}

export function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new AppError('csrf_failed', 'Cross-site requests may not change anything.');
  }
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameString(cookie, header)) {
    throw new AppError(
      'csrf_failed',
      'The CSRF token is missing or does not match: send the csrftoken cookie in X-CSRFToken.',
    );
  }
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
