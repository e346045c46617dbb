import { describe, expect, it } from 'vitest';
import {
  EMAIL_VERIFY_TTL_MS,
  emailHint,
  emailVerifyPath,
  mailedLinkState,
  PASSWORD_RESET_TTL_MS,
  passwordResetPath,
  RESET_TOKEN_PATTERN,
  resetTokenState,
  type ResetTokenState,
} from './password-reset';
import { passwordResetCounters } from './abuse-limits';

const MADE = 1_000_000;

describe('resetTokenState: a reset link works once, for an hour', () => {
  const cases: [
    string,
    { createdAt: number; usedAt: number | null } | null,
    number,
    ResetTokenState,
  ][] = [
    ['no such token', null, MADE, 'unknown'],
    ['just made', { createdAt: MADE, usedAt: null }, MADE, 'usable'],
    [
      'a minute before the hour ends',
      { createdAt: MADE, usedAt: null },
      MADE + PASSWORD_RESET_TTL_MS - 60_000,
      'usable',
    ],
    [
      'the hour has ended',
      { createdAt: MADE, usedAt: null },
      MADE + PASSWORD_RESET_TTL_MS,
      'expired',
    ],
    ['a day later', { createdAt: MADE, usedAt: null }, MADE + 24 * 3_600_000, 'expired'],
    ['used a moment ago', { createdAt: MADE, usedAt: MADE + 5 }, MADE + 10, 'used'],
    [
      'used, and expired too: used is what the person is told',
      { createdAt: MADE, usedAt: MADE + 5 },
      MADE + 2 * PASSWORD_RESET_TTL_MS,
      'used',
    ],
  ];
  it.each(cases)('%s', (_, stored, now, state) => {
    expect(resetTokenState(stored, now)).toBe(state);
  });
});

describe('mailedLinkState: an email check works once, for a week', () => {
  const made = { createdAt: MADE, usedAt: null };
  it.each([
    ['six days on', MADE + 6 * 24 * 3_600_000, 'usable'],
    ['a week on', MADE + EMAIL_VERIFY_TTL_MS, 'expired'],
  ] as const)('%s', (_, now, state) => {
    expect(mailedLinkState(made, now, EMAIL_VERIFY_TTL_MS)).toBe(state);
  });
  it('links to /email/verify/ with the token as t', () => {
    expect(emailVerifyPath('B'.repeat(43))).toBe(`/email/verify/?t=${'B'.repeat(43)}`);
  });
});

describe('passwordResetPath: /pw/{username}/ with the token as t', () => {
  it.each([
    ['ada', 'A'.repeat(43), `/pw/ada/?t=${'A'.repeat(43)}`],
    ['Ada_99', 'x-_'.repeat(14) + 'z', `/pw/ada_99/?t=${'x-_'.repeat(14)}z`],
  ])('%s', (username, token, path) => {
    expect(passwordResetPath(username, token)).toBe(path);
    expect(RESET_TOKEN_PATTERN.test(token)).toBe(true);
  });

  it.each([['short'], ['A'.repeat(44)], ['A'.repeat(42) + '='], ['A'.repeat(42) + '/']])(
    'refuses %s as a token',
    (token) => {
      expect(RESET_TOKEN_PATTERN.test(token)).toBe(false);
    },
  );
});

describe('emailHint: enough to recognise your own address, not to learn someone else’s', () => {
  it.each([
    ['ada.lovelace@example.com', 'a••••e@example.com'],
    ['bo@example.org', 'b••••@example.org'],
    ['x@example.net', 'x••••@example.net'],
    ['émile@exemple.fr', 'é••••e@exemple.fr'],
    ['not-an-email', '••••'],
    ['@example.com', '••••'],
  ])('%s -> %s', (email, hint) => {
    expect(emailHint(email)).toBe(hint);
  });
});

describe('passwordResetCounters: asking for links is limited by address and by account', () => {
  it('counts per address and per account, an hour each', () => {
    const counters = passwordResetCounters('user:7', '203.0.113.9');
    expect(counters.map((c) => c.key)).toEqual([
      'password-reset:address:203.0.113.9',
      'password-reset:account:user:7',
    ]);
    expect(counters.every((c) => c.windowMs === 3_600_000)).toBe(true);
    expect(counters[1]!.limit).toBeLessThan(counters[0]!.limit);
  });
});
