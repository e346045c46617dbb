// Cookie consent (spec 000 §2, §3, §4, §8; issue 16 "Cookie consent"): what a visitor or a member
// answered, for which policy revision, and what that allows. Before a choice, nothing beyond
// what the product needs to work is allowed; the Global Privacy Control signal turns marketing
// off whatever the choice; a choice made for an older policy revision is asked again.

/**
 * Spec 000 §9, req 000-9.01: "Cookie toast lasts 3000 ms." (Here, not in limits.ts: only the
 * consent chunk reads it, and limits.ts travels with every page's first code.)
 */
export const COOKIE_TOAST_MS = 3000;

/** The categories a person chooses, with the user-settings field that keeps each (req 000-3.28). */
export const CONSENT_CATEGORIES = ['analytics', 'marketing', 'personalization'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_SETTING_FIELDS = {
  analytics: 'allow_analytic_cookies',
  marketing: 'allow_marketing_cookies',
  personalization: 'allow_personalization_cookies',
} as const satisfies Record<ConsentCategory, string>;

/**
 * The revision of the cookie policy the banner asks about. Raising it asks everyone again: a
 * choice answers the revision it was made for.
 */
export const COOKIE_POLICY_REVISION = 1;

export type ConsentAllowed = Record<ConsentCategory, boolean>;

export interface ConsentChoice extends ConsentAllowed {
  /** The policy revision the choice answered. */
  revision: number;
  /** When it was made, ms since the epoch. */
  chosenAt: number;
}

const ALL: ConsentAllowed = { analytics: true, marketing: true, personalization: true };
const NONE: ConsentAllowed = { analytics: false, marketing: false, personalization: false };

/** The choice "Accept all" or "Reject all" makes (spec 000 §4, req 000-4.31). */
export function allOrNothing(accept: boolean, at: number): ConsentChoice {
  return { ...(accept ? ALL : NONE), revision: COOKIE_POLICY_REVISION, chosenAt: at };
}

/** True when the choice answers the current policy; else the banner asks (again). */
export function answersCurrentPolicy(choice: ConsentChoice | null): choice is ConsentChoice {
  return choice !== null && choice.revision >= COOKIE_POLICY_REVISION;
}

/** Whether the consent banner is shown: no choice yet, or one for an older policy. */
export function needsConsentBanner(choice: ConsentChoice | null): boolean {
  return !answersCurrentPolicy(choice);
}

/**
 * What is allowed now. No current choice allows nothing optional; Global Privacy Control (the
 * `Sec-GPC: 1` header, `navigator.globalPrivacyControl`) is a standing rejection of marketing.
 */
export function consentAllows(
  choice: ConsentChoice | null,
  signals: { gpc: boolean },
): ConsentAllowed {
  if (!answersCurrentPolicy(choice)) return { ...NONE };
  return {
    analytics: choice.analytics,
    marketing: choice.marketing && !signals.gpc,
    personalization: choice.personalization,
  };
}

/**
 * At sign-in or sign-up the visitor's choice moves to the account when it is the more recent
 * answer to the current policy (or the account has none); otherwise the account's stands.
 * Returns the choice the account keeps and whether it changed.
 */
export function consentAfterSignIn(
  visitor: ConsentChoice | null,
  account: ConsentChoice | null,
): { keep: ConsentChoice | null; moved: boolean } {
  if (!answersCurrentPolicy(visitor)) return { keep: account, moved: false };
  if (answersCurrentPolicy(account) && account.chosenAt >= visitor.chosenAt) {
    return { keep: account, moved: false };
  }
  return { keep: visitor, moved: true };
}

// The visitor's record: the `cb_consent` cookie, `<revision>.<a><m><p>.<seconds>` with each
// flag 0 or 1, e.g. `1.101.1795000000`. Anything else reads as no choice.
const COOKIE_VALUE = /^([1-9]\d{0,5})\.([01])([01])([01])\.(\d{1,12})$/;

export function formatConsentCookie(choice: ConsentChoice): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  const seconds = Math.floor(choice.chosenAt / 1000);
  return `${choice.revision}.${flag(choice.analytics)}${flag(choice.marketing)}${flag(choice.personalization)}.${seconds}`;
}

export function parseConsentCookie(value: string | undefined): ConsentChoice | null {
  const match = value === undefined ? null : COOKIE_VALUE.exec(value);
  if (!match) return null;
  const [, revision, a, m, p, seconds] = match;
  return {
    revision: Number(revision),
    analytics: a === '1',
    marketing: m === '1',
    personalization: p === '1',
    chosenAt: Number(seconds) * 1000,
  };
}

/** The data the server hands the page's scripts: `unset` before an answer, else `a1m0p1`. */
export function consentAttribute(choice: ConsentChoice | null, allowed: ConsentAllowed): string {
  return answersCurrentPolicy(choice) ? attributeOfAllowed(allowed) : 'unset';
}

export function attributeOfAllowed(allowed: ConsentAllowed): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return `a${flag(allowed.analytics)}m${flag(allowed.marketing)}p${flag(allowed.personalization)}`;
}

/** Reads the attribute back (the web app's gate before any analytics request). */
export function allowedFromAttribute(value: string | undefined): ConsentAllowed {
  const match = value === undefined ? null : /^a([01])m([01])p([01])$/.exec(value);
  if (!match) return { ...NONE };
  return {
    analytics: match[1] === '1',
    marketing: match[2] === '1',
    personalization: match[3] === '1',
  };
}
