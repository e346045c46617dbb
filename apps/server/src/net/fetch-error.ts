// Why a guarded fetch failed: a machine code for callers and logs, and one plain-English message
// per code that is safe to show to the person who pasted the URL (it never echoes internals).

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

// TODO(copy): move these strings to the domain copy catalogue once it has a fetch section.
export const GUARDED_FETCH_ERROR_MESSAGES: Readonly<Record<GuardedFetchErrorCode, string>> = {
  invalid_url: "That doesn't look like a web address.",
  scheme_not_allowed: 'Only http:// and https:// addresses can be fetched.',
  credentials_not_allowed:
    "Addresses with a user name or password in them can't be fetched. Remove them and try again.",
  port_not_allowed: 'Corkboard only fetches addresses on the standard web ports (80 and 443).',
  address_not_allowed: "That address points to a private network, so Corkboard won't fetch it.",
  unresolvable: "That site's name couldn't be found. Check the address and try again.",
  network_error: "Corkboard couldn't connect to that site. Please try again later.",
  too_many_redirects: 'That address redirects too many times, so Corkboard gave up following it.',
  timeout: 'That site took too long to answer. Please try again later.',
  too_large: 'That file is too large for Corkboard to fetch.',
  http_error: "That site answered with an error, so there's nothing to fetch.",
  not_an_image: "That address doesn't point to a JPEG, PNG, WebP or GIF image.",
  not_a_page: "That address doesn't point to a web page.",
};

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
