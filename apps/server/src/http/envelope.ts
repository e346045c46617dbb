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

const RAW_DATA = '\u0000data\u0000';

/** The success envelope as JSON text, splicing in `json` (data already serialised) if given. */
export function serializeSuccess(result: { data: unknown; bookmark?: string; json?: string }) {
  if (result.json === undefined) return JSON.stringify(success(result.data, result.bookmark));
  const shell = JSON.stringify(success(RAW_DATA, result.bookmark));
  const at = shell.indexOf(JSON.stringify(RAW_DATA));
  return shell.slice(0, at) + result.json + shell.slice(at + JSON.stringify(RAW_DATA).length);
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
