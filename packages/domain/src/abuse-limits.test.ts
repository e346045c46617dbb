import { describe, expect, it } from 'vitest';
import {
  BODY_LIMITS,
  emailLookupCounter,
  linkPreviewCounters,
  normaliseLogin,
  previewImageCounters,
  SIGN_IN_LIMITS,
  SIGN_IN_WINDOW_MS,
  signInCounters,
  signUpCounter,
  uploadAddressCounter,
} from './abuse-limits';
import { IMAGE_BASE64_MAX, UPLOADS_PER_HOUR } from './limits';

describe('normaliseLogin: every spelling of one login is one login', () => {
  it.each([
    ['Ada@Example.COM', 'ada@example.com'],
    ['  ada@example.com\t', 'ada@example.com'],
    [' Ada ', 'ada'],
    ['ada', 'ada'],
  ])('%j → %j', (typed, login) => {
    expect(normaliseLogin(typed)).toBe(login);
  });
});

describe('signInCounters', () => {
  const keys = (counters: { key: string; limit: number }[]) =>
    counters.map((c) => [c.key, c.limit]);

  it('counts an unknown device per account and address, per address, and per account', () => {
    const { own, shared } = signInCounters({
      account: 'user:7',
      address: '203.0.113.9',
      knownDevice: null,
    });
    expect([own.key, own.limit]).toEqual(['signin:account-address:user:7:203.0.113.9', 10]);
    expect(keys(shared)).toEqual([
      ['signin:address:203.0.113.9', SIGN_IN_LIMITS.perAddress],
      ['signin:account:user:7', SIGN_IN_LIMITS.perAccountFromUnknownDevices],
    ]);
    expect([own, ...shared].every((c) => c.windowMs === 15 * 60_000)).toBe(true);
  });

  it('counts a known device only in its own bucket, whatever its address', () => {
    const at = (address: string) =>
      signInCounters({ account: 'user:7', address, knownDevice: 'dev1' });
    expect(at('203.0.113.9')).toEqual({
      own: { key: 'signin:device:user:7:dev1', limit: 10, windowMs: SIGN_IN_WINDOW_MS },
      shared: [],
    });
    expect(at('198.51.100.1')).toEqual(at('203.0.113.9'));
  });

  it('counts an unknown identifier exactly like an account (no enumeration by limits)', () => {
    const known = signInCounters({ account: 'user:7', address: 'a', knownDevice: null });
    const unknown = signInCounters({ account: 'login:nobody', address: 'a', knownDevice: null });
    expect(unknown.own.limit).toBe(known.own.limit);
    expect(unknown.shared.map((c) => c.limit)).toEqual(known.shared.map((c) => c.limit));
  });

  it('lets one address alone never reach the account-wide ceiling', () => {
    expect(SIGN_IN_LIMITS.perAccountFromUnknownDevices).toBeGreaterThan(
      SIGN_IN_LIMITS.perAccountAndAddress,
    );
  });
});

describe('sign-up, lookup and quota counters are per address', () => {
  it.each([
    ['sign-ups: 5 an hour', signUpCounter('a'), 'signup:a', 5, 3_600_000],
    ['email lookups: 30 a minute', emailLookupCounter('a'), 'email-lookup:a', 30, 60_000],
    [
      'uploads: twice one account’s hourly quota',
      uploadAddressCounter('a'),
      'uploads:a',
      2 * UPLOADS_PER_HOUR,
      3_600_000,
    ],
  ])('%s', (_label, counter, key, limit, windowMs) => {
    expect(counter).toEqual({ key, limit, windowMs });
  });

  it.each([
    ['link previews', linkPreviewCounters, 30],
    ['preview images', previewImageCounters, 300],
  ])('%s count per user and, twice as many, per address', (_label, counters, perUser) => {
    const [user, address] = counters('42', 'a');
    expect(user).toMatchObject({ limit: perUser, windowMs: 60_000 });
    expect(user?.key).toContain('42');
    expect(address).toMatchObject({ limit: 2 * perUser, windowMs: 60_000 });
    expect(address?.key).toContain(':a');
  });
});

describe('BODY_LIMITS', () => {
  it('gives pin creation room for the largest base64 image and everything else a small body', () => {
    expect(BODY_LIMITS.pinCreate).toBeGreaterThan(IMAGE_BASE64_MAX);
    expect(BODY_LIMITS.resourceWrite).toBeLessThanOrEqual(64 * 1024);
    expect(BODY_LIMITS.default).toBeLessThanOrEqual(BODY_LIMITS.resourceWrite);
  });
});
