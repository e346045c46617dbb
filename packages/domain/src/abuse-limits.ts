// Abuse limits (decided: the spec is silent): how often one account, one address or one device
// may sign in, sign up, look up an email, upload and preview links, and how large a request
// body each kind of request may carry. One home for every number; the server counts with its
// rate limiter (fixed windows) and answers `rate_limited` with Retry-After.
//
// An "address" is the client address as the server's rate limiter keys it: an IPv4 address,
// or an IPv6 /64 (one household or one server gets a whole /64).
import { IMAGE_BASE64_MAX, UPLOADS_PER_HOUR } from './limits';

/** One fixed-window counter: at most `limit` counted attempts per `windowMs` under `key`. */
export interface RateCounter {
  key: string;
  limit: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// --- Sign-in.
export const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins of one account from one address (or from one known device). */
  perAccountAndAddress: 10,
  /** Failed sign-ins from one address, whatever the account (credential stuffing). */
  perAddress: 50,
  /**
   * Failed sign-ins of one account from unknown devices, whatever the address: bounds a
   * guesser spread over many addresses. More than one address's share, so one address alone
   * never reaches it; the owner's known device is never held by it.
   */
  perAccountFromUnknownDevices: 30,
} as const;

/**
 * The text an account is looked up by (a username or an email, as typed): trimmed and
 * lowercased, as usernames and emails are stored. Sign-up, sign-in and the email lookup all
 * use it, so every spelling of one account is one account.
 */
export function normaliseLogin(text: string): string {
  return text.trim().toLowerCase();
}

export interface SignInAttempt {
  /**
   * `user:{id}` when the identifier names an account (its username and email are then one
   * account), else `login:{normalised identifier}`: unknown identifiers are counted the same
   * way, so the limits tell nobody whether an account exists.
   */
  account: string;
  address: string;
  /** The id of this device when it carries a signed known-device cookie for this account. */
  knownDevice: string | null;
}

/**
 * What one sign-in attempt counts against. `own` is the attempt's bucket, emptied when the
 * password is right; `shared` buckets (the address across accounts, the account across
 * addresses) only give back this attempt when it succeeds. A known device counts only in its
 * own bucket, so the owner signs in from it while someone elsewhere hammers the account.
 */
export function signInCounters(attempt: SignInAttempt): {
  own: RateCounter;
  shared: RateCounter[];
} {
  const { account, address, knownDevice } = attempt;
  const counter = (key: string, limit: number) => ({ key, limit, windowMs: SIGN_IN_WINDOW_MS });
  if (knownDevice !== null) {
    return {
      own: counter(`signin:device:${account}:${knownDevice}`, SIGN_IN_LIMITS.perAccountAndAddress),
      shared: [],
    };
  }
  return {
    own: counter(
      `signin:account-address:${account}:${address}`,
      SIGN_IN_LIMITS.perAccountAndAddress,
    ),
    shared: [
      counter(`signin:address:${address}`, SIGN_IN_LIMITS.perAddress),
      counter(`signin:account:${account}`, SIGN_IN_LIMITS.perAccountFromUnknownDevices),
    ],
  };
}

// --- Sign-up and the email lookup (`GET /v3/register/exists/`).
/** New accounts from one address an hour. */
export const SIGN_UPS_PER_HOUR_PER_ADDRESS = 5;
/**
 * Email lookups from one address a minute. A sign-up attempt is a lookup too (it answers
 * `conflict` for a registered email), so it spends the same budget.
 */
export const EMAIL_LOOKUPS_PER_MINUTE_PER_ADDRESS = 30;

export function emailLookupCounter(address: string): RateCounter {
  return {
    key: `email-lookup:${address}`,
    limit: EMAIL_LOOKUPS_PER_MINUTE_PER_ADDRESS,
    windowMs: MINUTE_MS,
  };
}

/** Counts an account created; a sign-up refused (conflict, invalid) gives it back. */
export function signUpCounter(address: string): RateCounter {
  return { key: `signup:${address}`, limit: SIGN_UPS_PER_HOUR_PER_ADDRESS, windowMs: HOUR_MS };
}

// --- Quotas of signed-in work. Accounts are free, so each per-account quota has an address
// dimension too: twice the account's, for two busy people behind one address.
/** Uploads (and pins made from an image URL or data string) from one address an hour. */
export const UPLOADS_PER_HOUR_PER_ADDRESS = 2 * UPLOADS_PER_HOUR;
/** Link previews a user a minute, and from one address. */
export const LINK_PREVIEWS_PER_MINUTE = 30;
export const LINK_PREVIEWS_PER_MINUTE_PER_ADDRESS = 2 * LINK_PREVIEWS_PER_MINUTE;
/** Images fetched for link previews (up to 30 a preview) a user a minute, and from one address. */
export const PREVIEW_IMAGES_PER_MINUTE = 300;
export const PREVIEW_IMAGES_PER_MINUTE_PER_ADDRESS = 2 * PREVIEW_IMAGES_PER_MINUTE;

export function uploadAddressCounter(address: string): RateCounter {
  return { key: `uploads:${address}`, limit: UPLOADS_PER_HOUR_PER_ADDRESS, windowMs: HOUR_MS };
}

export function linkPreviewCounters(userId: string, address: string): RateCounter[] {
  return [
    { key: `link-preview:user:${userId}`, limit: LINK_PREVIEWS_PER_MINUTE, windowMs: MINUTE_MS },
    {
      key: `link-preview:address:${address}`,
      limit: LINK_PREVIEWS_PER_MINUTE_PER_ADDRESS,
      windowMs: MINUTE_MS,
    },
  ];
}

export function previewImageCounters(userId: string, address: string): RateCounter[] {
  return [
    { key: `preview-image:user:${userId}`, limit: PREVIEW_IMAGES_PER_MINUTE, windowMs: MINUTE_MS },
    {
      key: `preview-image:address:${address}`,
      limit: PREVIEW_IMAGES_PER_MINUTE_PER_ADDRESS,
      windowMs: MINUTE_MS,
    },
  ];
}

// --- The client event log (issue 15): pages send a batch at most every few seconds and on
// page hide, so a minute's budget is far above what a person's tabs send.
/** Event batches a minute from one address; a signed-in person has the same budget of their own. */
export const CLIENT_EVENT_BATCHES_PER_MINUTE = 60;

export function clientEventCounters(userId: string | null, address: string): RateCounter[] {
  const perAddress = {
    key: `client-events:address:${address}`,
    limit: CLIENT_EVENT_BATCHES_PER_MINUTE,
    windowMs: MINUTE_MS,
  };
  if (userId === null) return [perAddress];
  return [
    perAddress,
    {
      key: `client-events:user:${userId}`,
      limit: CLIENT_EVENT_BATCHES_PER_MINUTE,
      windowMs: MINUTE_MS,
    },
  ];
}

// --- Request bodies. A body is refused with `payload_too_large` past its route's limit, and a
// write that needs a session is refused before its body is read.
const KIB = 1024;
export const BODY_LIMITS = {
  /** /v3/ writes (at most `{query, pin_type}`) and any route not named below. */
  default: 16 * KIB,
  /** A resource write's `{options}`: every field at its maximum, \u-escaped, fits. */
  resourceWrite: 64 * KIB,
  /** PinResource create: an image as a base64 data string, plus the other options. */
  pinCreate: IMAGE_BASE64_MAX + 64 * KIB,
  /** `POST /v3/events/`: a batch of client events (CLIENT_EVENT_LIMITS.perBatch at most). */
  clientEvents: 32 * KIB,
} as const;

// --- Password reset mail (issue 16). Asking for a link answers the same whether the account
// exists, so these counters are spent on every ask: an address cannot flood an inbox, and one
// account gets a few links an hour whoever asks.
export const PASSWORD_RESETS_PER_HOUR_PER_ADDRESS = 10;
export const PASSWORD_RESETS_PER_HOUR_PER_ACCOUNT = 3;

/** `account` is `user:{id}` or `login:{normalised identifier}`, as for sign-in. */
export function passwordResetCounters(account: string, address: string): RateCounter[] {
  return [
    {
      key: `password-reset:address:${address}`,
      limit: PASSWORD_RESETS_PER_HOUR_PER_ADDRESS,
      windowMs: HOUR_MS,
    },
    {
      key: `password-reset:account:${account}`,
      limit: PASSWORD_RESETS_PER_HOUR_PER_ACCOUNT,
      windowMs: HOUR_MS,
    },
  ];
}

/** Wrong current passwords when changing it in the settings: as many as sign-ins allow. */
export function passwordChangeCounter(userId: string): RateCounter {
  return {
    key: `password-change:user:${userId}`,
    limit: SIGN_IN_LIMITS.perAccountAndAddress,
    windowMs: SIGN_IN_WINDOW_MS,
  };
}

/** Email check links mailed again on request: a few an hour for one account. */
export const EMAIL_VERIFY_MAILS_PER_HOUR = 3;

export function emailVerifyCounter(userId: string): RateCounter {
  return {
    key: `email-verify:user:${userId}`,
    limit: EMAIL_VERIFY_MAILS_PER_HOUR,
    windowMs: HOUR_MS,
  };
}
