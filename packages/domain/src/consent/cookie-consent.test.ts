import { describe, expect, it } from 'vitest';
import {
  allOrNothing,
  allowedFromAttribute,
  consentAfterSignIn,
  consentAllows,
  consentAttribute,
  COOKIE_POLICY_REVISION,
  COOKIE_TOAST_MS,
  formatConsentCookie,
  needsConsentBanner,
  parseConsentCookie,
  type ConsentChoice,
} from './cookie-consent';
import { STORED_ITEMS, storedItem } from './cookie-inventory';

const T = 1_795_000_000_000;
const accepted = allOrNothing(true, T);
const rejected = allOrNothing(false, T);
const older: ConsentChoice = { ...accepted, revision: COOKIE_POLICY_REVISION - 1 };
const mixed: ConsentChoice = { ...rejected, analytics: true, personalization: true };

it('spec 000 §9, req 000-9.01: "Cookie toast lasts 3000 ms."', () => {
  expect(COOKIE_TOAST_MS).toBe(3000);
});

describe('needsConsentBanner', () => {
  it.each([
    ['spec 000 §4 "Cookie banner: 1. Visible." before any choice', null, true],
    ['a choice for the current policy answers it (Accept all)', accepted, false],
    ['a choice for the current policy answers it (Reject all)', rejected, false],
    ['a choice for an older policy revision is asked again', older, true],
  ])('%s', (_rule, choice, shown) => {
    expect(needsConsentBanner(choice)).toBe(shown);
  });
});

describe('consentAllows', () => {
  const none = { analytics: false, marketing: false, personalization: false };
  it.each([
    ['before a choice, nothing optional is allowed', null, false, none],
    ['before a choice, nothing optional, with GPC too', null, true, none],
    [
      'Accept all allows every category',
      accepted,
      false,
      { analytics: true, marketing: true, personalization: true },
    ],
    [
      'Global Privacy Control counts as a rejection of marketing, even after Accept all',
      accepted,
      true,
      { analytics: true, marketing: false, personalization: true },
    ],
    ['Reject all allows nothing optional', rejected, false, none],
    ['a choice for an older policy allows nothing until answered again', older, false, none],
    [
      '"Let me choose" keeps each category as chosen',
      mixed,
      false,
      { analytics: true, marketing: false, personalization: true },
    ],
  ])('%s', (_rule, choice, gpc, allowed) => {
    expect(consentAllows(choice, { gpc })).toEqual(allowed);
  });
});

describe('consentAfterSignIn: the visitor’s choice is moved to the account on sign-in', () => {
  const later = { ...rejected, chosenAt: T + 60_000 };
  it.each([
    ['the account has none: the visitor’s moves', accepted, null, accepted, true],
    ['the visitor’s is more recent: it moves', later, accepted, later, true],
    ['the account’s is more recent: it stands', accepted, later, later, false],
    ['the account answered an older policy: the visitor’s moves', accepted, older, accepted, true],
    ['the visitor has no choice: the account’s stands', null, rejected, rejected, false],
    ['the visitor’s answers an older policy: nothing moves', older, null, null, false],
  ])('%s', (_rule, visitor, account, keep, moved) => {
    expect(consentAfterSignIn(visitor, account)).toEqual({ keep, moved });
  });
});

describe('the cb_consent cookie', () => {
  it.each([
    ['Accept all', accepted, `${COOKIE_POLICY_REVISION}.111.1795000000`],
    ['Reject all', rejected, `${COOKIE_POLICY_REVISION}.000.1795000000`],
    ['a mixed choice', mixed, `${COOKIE_POLICY_REVISION}.101.1795000000`],
  ])('%s round-trips', (_name, choice, value) => {
    expect(formatConsentCookie(choice)).toBe(value);
    expect(parseConsentCookie(value)).toEqual(choice);
  });

  it.each([
    ['no cookie', undefined],
    ['empty', ''],
    ['a flag that is not 0 or 1', '1.121.1795000000'],
    ['revision 0', '0.111.1795000000'],
    ['missing time', '1.111'],
    ['trailing text', '1.111.1795000000x'],
    ['a script', '<script>'],
  ])('%s reads as no choice', (_name, value) => {
    expect(parseConsentCookie(value)).toBeNull();
  });
});

describe('the <html data-consent> attribute the page scripts read', () => {
  it.each([
    ['no choice: unset, and nothing allowed', null, false, 'unset'],
    ['Accept all', accepted, false, 'a1m1p1'],
    ['Accept all under GPC: marketing off', accepted, true, 'a1m0p1'],
    ['Reject all', rejected, false, 'a0m0p0'],
  ])('%s', (_name, choice, gpc, attribute) => {
    const allowed = consentAllows(choice, { gpc });
    expect(consentAttribute(choice, allowed)).toBe(attribute);
    expect(allowedFromAttribute(attribute)).toEqual(allowed);
  });
});

describe('the inventory of what Corkboard keeps in the browser', () => {
  it.each([
    ['cookie', 'cb_session', 'necessary'],
    ['cookie', 'cb_consent', 'necessary'],
    ['cookie', 'cb_visitor', 'necessary'],
    ['localStorage', 'corkboard:lastBoard:42', 'necessary'],
    ['localStorage', 'corkboard:recent-searches', 'necessary'],
    // Only which form a gated prompt opens with: not needed for the product to work.
    ['localStorage', 'corkboard:had-account', 'personalization'],
  ] as const)('%s %s is %s', (kind, name, category) => {
    expect(storedItem(kind, name)?.category).toBe(category);
  });

  it('an unknown name is not ours, and no name is listed twice', () => {
    expect(storedItem('cookie', '_ga')).toBeUndefined();
    expect(storedItem('cookie', 'corkboard:lastBoard:42')).toBeUndefined();
    const names = STORED_ITEMS.map((item) => `${item.kind}:${item.name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
