// The resource envelope (docs/API.md "Responses"): every answer of the resource API and the
// /v3/ routes is `{"resource_response": {...}}`, a success carrying `data` (and a `bookmark`
// on list pages) or a failure carrying the error.
import { z } from 'zod';
import { component } from './components';

/** The cookies and header of sessions and CSRF (docs/API.md "Sessions and CSRF"). */
export const SESSION_COOKIE = 'cb_session';
export const CSRF_COOKIE = 'csrftoken';
/** The header every write echoes the CSRF cookie in (HTTP header names are case-insensitive). */
export const CSRF_HEADER = 'X-CSRFToken';

export const ERROR_CODES = {
  invalid_parameters: 400,
  unauthorized: 401,
  csrf_failed: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Numeric `code` inside a failure envelope, stable per error code. */
export const NUMERIC_ERROR_CODES: Record<ErrorCode, number> = {
  invalid_parameters: 40,
  unauthorized: 41,
  csrf_failed: 42,
  forbidden: 43,
  not_found: 44,
  conflict: 49,
  payload_too_large: 13,
  rate_limited: 29,
  internal: 50,
};

// Object.keys loses the key type; the keys are exactly ErrorCode.
const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];
export const ErrorCodeSchema = component('ErrorCode', z.enum(ERROR_CODE_NAMES));

const failureError = z.strictObject({
  message: z.string(),
  code: ErrorCodeSchema,
  http_status: z.number().int().describe('The HTTP status of the answer, repeated.'),
});

export const FailureEnvelopeSchema = component(
  'FailureEnvelope',
  z.strictObject({
    resource_response: z.strictObject({
      status: z.literal('failure'),
      code: z.number().int().describe('The numeric code of error.code (40, 41, …).'),
      message: z.string().describe('Readable text naming the field or the reason.'),
      data: z.null(),
      error: failureError,
    }),
  }),
);
export type FailureEnvelope = z.output<typeof FailureEnvelopeSchema>;

const successFields = <D extends z.ZodType>(data: D) => ({
  status: z.literal('success'),
  code: z.literal(0),
  message: z.literal('ok'),
  data,
});

/**
 * The success envelope around `data`. A list page (`paged`) always carries the `bookmark` of
 * the next page (`-end-` after the last); any other answer never does.
 */
export function successEnvelope<D extends z.ZodType>(data: D, { paged }: { paged: boolean }) {
  const bookmark = z.string().describe('The next cursor for `options.bookmarks`, or `-end-`.');
  return z.strictObject({
    resource_response: paged
      ? z.strictObject({ ...successFields(data), bookmark })
      : z.strictObject(successFields(data)),
  });
}

/** Any success envelope, as `successEnvelope` parses it (`bookmark` on list pages only). */
export interface SuccessEnvelope<T> {
  resource_response: {
    status: 'success';
    code: 0;
    message: 'ok';
    data: T;
    bookmark?: string;
  };
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
