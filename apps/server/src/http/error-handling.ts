// Every failure becomes the API envelope (never a bare 500, a stack trace or SQL); pages get a
// plain error page instead.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@corkboard/contracts';
import { pathParamTooLong, VALIDATION_TEXT } from '@corkboard/domain';
import { failure } from './envelope';
import { AppError } from './errors';

/** Paths programs call: their failures are the JSON envelope, never the HTML error page. */
export const isApiPath = (url: string) =>
  url.startsWith('/resource/') ||
  url.startsWith('/v3/') ||
  url.startsWith('/api/') ||
  url.startsWith('/upload/') ||
  /^\/healthz(\?|$)/.test(url);

const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' && !isApiPath(request.url);

/** Image routes (stored media, preview images) fail in plain text, like their own refusals. */
const isMediaPath = (url: string) => url.startsWith('/i/') || url.startsWith('/link-preview/');

/** Fastify's router takes path parameters up to this length; longer ones are refused. */
export const PATH_PARAM_MAX = 100;

export function registerErrorHandling(
  app: FastifyInstance,
  renderErrorPage: (status: number) => string,
) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) =>
    sendError(error, request, reply, renderErrorPage),
  );
}

/**
 * Any failure as the envelope (API paths, writes) or the error page. Also the router's own
 * refusals (Fastify's `frameworkErrors`: a malformed or over-long path parameter), which
 * otherwise answer Fastify's bare JSON outside the envelope.
 */
export function sendError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
  renderErrorPage: (status: number) => string,
) {
  const appError = toAppError(error);
  if (appError.code === 'internal') request.log.error({ err: error }, 'request failed');
  if (appError.retryAfterSeconds) reply.header('Retry-After', String(appError.retryAfterSeconds));
  // A page address refused at the edge (unstorable text, bad encoding, an over-long segment)
  // is no page: a person gets the not-found page ("the link may be broken").
  if (appError.code === 'invalid_parameters' && isPageRequest(request)) {
    return sendNotFound(request, reply, renderErrorPage);
  }
  return send(
    request,
    reply,
    appError.httpStatus,
    appError.code,
    appError.message,
    renderErrorPage,
  );
}

export function sendNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  renderErrorPage: (status: number) => string,
) {
  return send(
    request,
    reply,
    404,
    'not_found',
    `Nothing is at ${request.method} ${request.url.split('?')[0]}.`,
    renderErrorPage,
  );
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  renderErrorPage: (status: number) => string,
) {
  if (isMediaPath(request.url) && status < 500) {
    const limited = status === 429;
    return reply
      .status(limited ? 429 : 404)
      .type('text/plain')
      .send(limited ? message : 'Not found');
  }
  reply.status(status);
  if (!isPageRequest(request)) {
    return reply.type('application/json; charset=utf-8').send(failure(code, message));
  }
  return reply.type('text/html; charset=utf-8').send(renderErrorPage(status));
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        'invalid_parameters',
        'body: send JSON (Content-Type: application/json).',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_parameters', 'body: is empty; send {"options": {...}}.');
    // Fastify answers 414 here; the contract has no such code, so it is invalid_parameters.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('invalid_parameters', pathParamTooLong(PATH_PARAM_MAX));
    case 'FST_ERR_BAD_URL':
      return new AppError('invalid_parameters', VALIDATION_TEXT.malformedPath);
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('invalid_parameters', 'body: is not valid JSON.');
  }
  if (status === 413) return new AppError('payload_too_large', 'The request body is too large.');
  if (status === 429) return new AppError('rate_limited', 'Too many requests; try again later.');
  if (status >= 400 && status < 500) {
    return new AppError('invalid_parameters', 'The request is malformed.');
  }
  return new AppError('internal', 'Something went wrong on our end.');
}
