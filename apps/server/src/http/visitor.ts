// A signed-out visitor's id (issue 15: "Signed-out visitors get experiences too, their
// lifecycle kept against an anonymous visitor id"): a random httpOnly cookie, minted the first
// time a visitor's history must be kept, and stored only hashed. It is functional, not
// analytics: it remembers what the visitor dismissed, nothing else.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app/context';
import { hashToken, isWellFormedToken, newToken } from './session';

export const VISITOR_COOKIE = 'cb_visitor';
const YEAR_S = 365 * 24 * 60 * 60;

export interface VisitorControl {
  /** The visitor's key, `v:` and a hash of the cookie; null without a cookie. */
  key(): string | null;
  /** The key, minting the cookie first when there is none. */
  ensure(): string;
}

const keyOf = (token: string) => `v:${hashToken(token).slice(0, 32)}`;

export function visitorControl(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): VisitorControl {
  let token = request.cookies[VISITOR_COOKIE];
  if (!isWellFormedToken(token)) token = undefined;
  return {
    key: () => (token ? keyOf(token) : null),
    ensure() {
      if (!token) {
        token = newToken();
        reply.setCookie(VISITOR_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.secureCookies,
          maxAge: YEAR_S,
        });
      }
      return keyOf(token);
    },
  };
}

/** The first language of Accept-Language (`en-GB`), else `en`. */
export function requestLocale(header: string | string[] | undefined): string {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(first) ? first : 'en';
}
