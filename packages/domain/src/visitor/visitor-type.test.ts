import { describe, expect, it } from 'vitest';
import { parseAccountMarker, visitorType, type AccountMarker } from './visitor-type';

describe('"Visitor types: authenticated user, logged-out visitor, limited-login viewer" (spec 002 §6, req 002-6.01)', () => {
  it.each<[string, boolean, AccountMarker | null, string]>([
    ['signed in: an authenticated user', true, null, 'authenticated'],
    ['signed in with the marker: still authenticated', true, { since: 1 }, 'authenticated'],
    ['signed out, never signed in here: a logged-out visitor', false, null, 'logged_out'],
    [
      'signed out in a browser that had a signed-in session: a limited-login viewer',
      false,
      { since: 1 },
      'limited_login',
    ],
  ])('%s', (_case, signedIn, marker, type) => {
    expect(visitorType({ signedIn, marker })).toBe(type);
  });
});

describe('the account marker read back: only a time, anything else is no marker', () => {
  it.each<[unknown, AccountMarker | null]>([
    [{ since: 1700000000000 }, { since: 1700000000000 }],
    [{ since: 1700000000000, userId: '5' }, { since: 1700000000000 }],
    [null, null],
    [true, null],
    [{ since: 'yesterday' }, null],
    [{ since: -1 }, null],
    [{ since: Number.NaN }, null],
  ])('%j -> %j', (raw, marker) => {
    expect(parseAccountMarker(raw)).toEqual(marker);
  });
});
