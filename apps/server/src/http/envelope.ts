import {
  NUMERIC_ERROR_CODES,
  ERROR_CODES,
  type ErrorCode,
  type FailureEnvelope,
  type SuccessEnvelope,
} from '@corkboard/contracts';

export function success<T>(data: T, bookmark?: string): SuccessEnvelope<T> {
  const body: SuccessEnvelope<T> = {
    resource_response: { status: 'success', code: 0, message: 'ok', data },
  };
  if (bookmark !== undefined) body.resource_response.bookmark = bookmark;
  return body;
}

export function failure(code: ErrorCode, message: string): FailureEnvelope {
  return {
    resource_response: {
      status: 'failure',
      code: NUMERIC_ERROR_CODES[code],
      message,
      data: null,
      error: { message, code, http_status: ERROR_CODES[code] },
    },
  };
}
