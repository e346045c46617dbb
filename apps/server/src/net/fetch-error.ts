// Why a guarded fetch failed: a machine code for callers and logs, and one plain-English message
// per code that is safe to show to the person who pasted the URL (it never echoes internals).

import { FETCH_ERRORS } from '@corkboard/domain';

export const GUARDED_FETCH_ERROR_CODES = [
  'invalid_url',
  'scheme_not_allowed',
  'credentials_not_allowed',
  'port_not_allowed',
  'address_not_allowed',
  'unresolvable',
  'network_error',
  'too_many_redirects',
  'timeout',
  'too_large',
  'http_error',
  'not_an_image',
  'not_a_page',
] as const;

export type GuardedFetchErrorCode = (typeof GUARDED_FETCH_ERROR_CODES)[number];

/** One plain-English message per code (the copy catalogue's FETCH_ERRORS). */
export const GUARDED_FETCH_ERROR_MESSAGES: Readonly<Record<GuardedFetchErrorCode, string>> =
  FETCH_ERRORS;

export interface GuardedFetchErrorDetails {
  /** The HTTP status of the last response, for `http_error`. */
  status?: number;
  /** The URL being fetched when it failed (may differ from the one asked for after redirects). */
  url?: string;
  cause?: unknown;
}

export class GuardedFetchError extends Error {
  override readonly name = 'GuardedFetchError';
  readonly code: GuardedFetchErrorCode;
  readonly status: number | undefined;
  readonly url: string | undefined;

  constructor(code: GuardedFetchErrorCode, details: GuardedFetchErrorDetails = {}) {
    super(
      GUARDED_FETCH_ERROR_MESSAGES[code],
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.code = code;
    this.status = details.status;
    this.url = details.url;
  }

  /** Codes where the request was refused by policy before or instead of talking to the site. */
  get refused(): boolean {
    return REFUSAL_CODES.has(this.code);
  }
}

const REFUSAL_CODES: ReadonlySet<GuardedFetchErrorCode> = new Set([
  'invalid_url',
  'scheme_not_allowed',
  'credentials_not_allowed',
  'port_not_allowed',
  'address_not_allowed',
  'too_many_redirects',
]);

export function isGuardedFetchError(value: unknown): value is GuardedFetchError {
  return value instanceof GuardedFetchError;
}
