// Every refusal carries a machine code and a clear message a person can read; the table of
// messages is the one place they live.
import { describe, expect, it } from 'vitest';
import {
  GUARDED_FETCH_ERROR_CODES,
  GUARDED_FETCH_ERROR_MESSAGES,
  GuardedFetchError,
  isGuardedFetchError,
} from '../../src/net';

describe('GuardedFetchError', () => {
  it.each(GUARDED_FETCH_ERROR_CODES)('%s has a plain-English sentence as its message', (code) => {
    const message = GUARDED_FETCH_ERROR_MESSAGES[code];
    expect(message).toMatch(/^[A-Z].*\.$/);
    // No internals: no error codes, addresses or stack-ish words leak into the sentence.
    expect(message).not.toMatch(/ECONN|ENOTFOUND|undici|errno|_/);
    expect(new GuardedFetchError(code).message).toBe(message);
  });

  it('the private-address refusal says why', () => {
    expect(GUARDED_FETCH_ERROR_MESSAGES.address_not_allowed).toBe(
      "That address points to a private network, so Corkboard won't fetch it.",
    );
  });

  it('keeps the status and cause it was given, and says whether it was a policy refusal', () => {
    const cause = new Error('socket hang up');
    const error = new GuardedFetchError('http_error', {
      status: 404,
      url: 'https://x.test/',
      cause,
    });
    expect(error).toMatchObject({ code: 'http_error', status: 404, url: 'https://x.test/' });
    expect(error.cause).toBe(cause);
    expect(error.refused).toBe(false);
    expect(new GuardedFetchError('address_not_allowed').refused).toBe(true);
    expect(isGuardedFetchError(error)).toBe(true);
    expect(isGuardedFetchError(cause)).toBe(false);
  });
});
