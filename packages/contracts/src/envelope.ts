// The resource envelope of API.md §1.
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

export interface SuccessEnvelope<T> {
  resource_response: {
    status: 'success';
    code: 0;
    message: 'ok';
    data: T;
    bookmark?: string;
  };
}

export interface FailureEnvelope {
  resource_response: {
    status: 'failure';
    code: number;
    message: string;
    data: null;
    error: { message: string; code: ErrorCode; http_status: number };
  };
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

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
