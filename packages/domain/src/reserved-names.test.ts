import { describe, expect, it } from 'vitest';
import { RESERVED_NAMES, isReservedName } from './reserved-names';

describe('reserved names', () => {
  it('002 §2.1, req 002-2.16: "A reserved list of about 150 top-level names"', () => {
    expect(RESERVED_NAMES.size).toBeGreaterThanOrEqual(130);
    expect(RESERVED_NAMES.size).toBeLessThanOrEqual(200);
  });

  it.each([
    [
      '002 §2.1, req 002-2.12: "(pin, search, login, signup, business and others)"',
      ['pin', 'search', 'login', 'signup', 'business'],
    ],
    [
      '002 §2.1, req 002-2.16: "(login, settings, search, help, today, videos and so on)"',
      ['settings', 'help', 'today', 'videos'],
    ],
    [
      'paths the server serves itself',
      ['resource', 'v3', 'i', 'offsite', 'static', 'assets', 'api', '_', 'me'],
    ],
  ])('%s', (_sentence, names) => {
    for (const name of names) expect(isReservedName(name), name).toBe(true);
  });

  it('is case-insensitive', () => {
    expect(isReservedName('LOGIN')).toBe(true);
    expect(isReservedName('alice')).toBe(false);
  });

  it.each(['following', 'followers', 'tried'])(
    '002 §2.1, req 002-2.12: profile sub-path %s is reserved too, so no user takes it',
    (name) => {
      expect(isReservedName(name)).toBe(true);
    },
  );
});
