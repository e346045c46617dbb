import {
  NUMERIC_ERROR_CODES,
  ERROR_CODES,
  type ErrorCode,
  type FailureEnvelope,
  type SuccessEnvelope,
} from '@corkboard/contracts';
import type { JsonPieces } from '../resources/define';

export function success<T>(data: T, bookmark?: string): SuccessEnvelope<T> {
  const body: SuccessEnvelope<T> = {
    resource_response: { status: 'success', code: 0, message: 'ok', data },
  };
  if (bookmark !== undefined) body.resource_response.bookmark = bookmark;
  return body;
}

const RAW_DATA = '\u0000data\u0000';
const RAW_DATA_JSON = JSON.stringify(RAW_DATA);

/**
 * The success envelope as JSON, splicing in `json` (data already serialised) if given: text,
 * or one buffer when `json` came as UTF-8 pieces (no string of the page is ever made).
 */
export function serializeSuccess(result: {
  data: unknown;
  bookmark?: string;
  json?: string | JsonPieces;
}): string | Buffer {
  if (result.json === undefined) return JSON.stringify(success(result.data, result.bookmark));
  const shell = JSON.stringify(success(RAW_DATA, result.bookmark));
  const at = shell.indexOf(RAW_DATA_JSON);
  const head = shell.slice(0, at);
  const tail = shell.slice(at + RAW_DATA_JSON.length);
  if (typeof result.json === 'string') return head + result.json + tail;
  return Buffer.concat([Buffer.from(head), ...result.json, Buffer.from(tail)]);
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
