// Cookie consent on the server (issue 16; packages/domain consent/): the visitor's choice is the
// `cb_consent` cookie (necessary: it only remembers the answer), a member's is kept in
// user_settings with the policy revision it answered, and a sign-in moves the visitor's choice
// to the account when it is the newer answer. `Sec-GPC: 1` counts as a rejection of marketing.
import {
  consentAfterSignIn,
  consentAllows,
  consentAttribute,
  formatConsentCookie,
  parseConsentCookie,
  type ConsentAllowed,
  type ConsentChoice,
} from '@corkboard/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app/context';
import { consentOfSettings, consentPatch } from '../storage/user-settings-store';

export const CONSENT_COOKIE = 'cb_consent';
const YEAR_S = 365 * 24 * 60 * 60;

export interface ConsentState {
  choice: ConsentChoice | null;
  allowed: ConsentAllowed;
  gpc: boolean;
  /** `unset` or `a1m0p1`: what the page's scripts read (InitialState.consent). */
  attribute: string;
}

export interface ConsentControl {
  /** The Global Privacy Control signal of this request. */
  gpc: boolean;
  /** The answer that counts: the member's when signed in, else the visitor's cookie. */
  state(): Promise<ConsentState>;
  /** Keeps the answer in this browser (and, signed in, the caller keeps it on the account). */
  remember(choice: ConsentChoice): void;
  /** At sign-in: moves the visitor's answer to the account when it is the newer one. */
  moveToAccount(userId: string): Promise<void>;
}

export function hasGpc(request: FastifyRequest): boolean {
  const header = request.headers['sec-gpc'];
  return (Array.isArray(header) ? header[0] : header)?.trim() === '1';
}

export function consentState(choice: ConsentChoice | null, gpc: boolean): ConsentState {
  const allowed = consentAllows(choice, { gpc });
  return { choice, allowed, gpc, attribute: consentAttribute(choice, allowed) };
}

export function consentControl(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): ConsentControl {
  const gpc = hasGpc(request);
  const visitorChoice = parseConsentCookie(request.cookies[CONSENT_COOKIE]);
  const remember = (choice: ConsentChoice) => {
    reply.setCookie(CONSENT_COOKIE, formatConsentCookie(choice), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      maxAge: YEAR_S,
    });
  };
  return {
    gpc,
    async state() {
      const viewerId = request.viewerId;
      const choice = viewerId
        ? consentOfSettings(await app.stores.userSettings.get(viewerId))
        : visitorChoice;
      return consentState(choice, gpc);
    },
    remember,
    async moveToAccount(userId) {
      const account = consentOfSettings(await app.stores.userSettings.get(userId));
      const { keep, moved } = consentAfterSignIn(visitorChoice, account);
      if (moved && keep)
        await app.stores.userSettings.update(userId, consentPatch(keep), app.now());
      // This browser now carries the account's answer, so signing out keeps what was chosen.
      if (keep && !moved) remember(keep);
    },
  };
}
