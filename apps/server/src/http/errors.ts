// The one error type handlers throw; the error handler turns it into the API envelope.
import { ERROR_CODES, type ErrorCode } from '@corkboard/contracts';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.code = code;
    this.httpStatus = ERROR_CODES[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what = 'That') => new AppError('not_found', `${what} was not found.`);
export const unauthorized = () => new AppError('unauthorized', 'You need to log in to do that.');
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError('forbidden', message);
export const invalid = (message: string) => new AppError('invalid_parameters', message);
