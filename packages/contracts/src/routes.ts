// The routes outside the resource API, each with its parameters, body and answer: the /v3/
// paths the spec names, the upload form, media, preview images, the health check and this
// reference. The server parses them with these schemas; the OpenAPI document lists them.
import { z } from 'zod';
import { UploadReceiptSchema } from './creating-wire';
import { hideReasonBody, newsHubHideParams, p2pHideParams } from './discovery-schemas';
import { PinHideResultSchema } from './discovery-wire';
import type { ErrorCode } from './envelope';
import type { ApiAreaId } from './openapi/areas';
import { boardFollowParams } from './resources';
import {
  HealthSchema,
  mediaParams,
  previewImageQuery,
  RegisterExistsSchema,
  registerExistsQuery,
  UPLOAD_FILE_FIELD,
  uploadFormFields,
} from './route-schemas';
import { ClientEventReceiptSchema, clientEventBatch } from './events-schemas';
import {
  ExperienceLifecycleSchema,
  experienceTriggerBody,
  experienceTriggerParams,
  surveyParams,
} from './experiences-schemas';
import {
  OffsiteCheckSchema,
  offsiteCheckBody,
  offsiteCheckQuery,
  offsiteQuery,
  pinRedirectQuery,
} from './links-schemas';
import { searchHideBody, searchHideParams } from './search-schemas';
import { SearchHideStateSchema } from './search-wire';
import { BoardSchema } from './wire';

export type RouteMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

export type RouteAnswer =
  /** The resource envelope around `data`, with these success statuses (200 unless told). */
  | { kind: 'envelope'; data: z.ZodType; statuses?: readonly number[] }
  /** Plain JSON, no envelope. */
  | { kind: 'json'; schema: z.ZodType }
  /** Bytes of one of these types; failures are plain text (404, or 429 when limited). */
  | { kind: 'binary'; contentTypes: readonly string[] }
  | { kind: 'html' };

export interface RouteContract {
  method: RouteMethod;
  /** Also answers HEAD (same headers, no body). */
  head?: boolean;
  /** OpenAPI path template, e.g. `/v3/boards/{board_id}/follow/`. */
  path: string;
  area: ApiAreaId;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body (optional when `bodyOptional`). */
  body?: z.ZodObject;
  bodyOptional?: boolean;
  /** A multipart form: these text fields plus one file part named `file`. */
  form?: z.ZodObject;
  answer: RouteAnswer;
  /** Error codes of the failure envelope it may answer (envelope and JSON answers only). */
  errors: readonly ErrorCode[];
}

/**
 * What any route may answer before its handler runs: text no engine can store (NUL, a lone
 * surrogate) or a malformed parameter in the path or query string is refused at the edge.
 */
const EDGE_ERRORS = ['invalid_parameters'] as const satisfies readonly ErrorCode[];

const HIDE_ERRORS = [
  'invalid_parameters',
  'unauthorized',
  'csrf_failed',
  'not_found',
  'payload_too_large',
  'rate_limited',
  'internal',
] as const satisfies readonly ErrorCode[];

// The factories keep the literal method and path in their types: clients derive each route's
// path pattern and answer from them (calls.ts).
const followBoard = <const M extends 'PUT' | 'DELETE'>(method: M, summary: string) =>
  ({
    method,
    path: '/v3/boards/{board_id}/follow/',
    area: 'social',
    summary,
    params: boardFollowParams,
    answer: { kind: 'envelope', data: BoardSchema },
    errors: [...HIDE_ERRORS, 'forbidden'],
  }) as const;

const p2pHide = <const A extends 'hide' | 'unhide'>(action: A, summary: string) =>
  ({
    method: 'PUT',
    path: `/v3/p2p/{pin}/${action}/`,
    area: 'discovery',
    summary,
    params: p2pHideParams,
    ...(action === 'hide' ? { body: hideReasonBody, bodyOptional: true } : {}),
    answer: { kind: 'envelope', data: PinHideResultSchema },
    errors: HIDE_ERRORS,
  }) as const;

const searchHide = <const A extends 'hide' | 'unhide'>(action: A, summary: string) =>
  ({
    method: 'PUT',
    path: `/v3/search/{pin_id}/${action}/`,
    area: 'search',
    summary,
    params: searchHideParams,
    body: searchHideBody,
    bodyOptional: true,
    answer: { kind: 'envelope', data: SearchHideStateSchema },
    errors: HIDE_ERRORS,
  }) as const;

const newsHubHide = <const A extends 'hide' | 'undo'>(action: A, summary: string) =>
  ({
    method: 'PUT',
    path: `/v3/news_hub/{news_id}/pin/{pin_id}/${action}/`,
    area: 'discovery',
    summary,
    params: newsHubHideParams,
    ...(action === 'hide' ? { body: hideReasonBody, bodyOptional: true } : {}),
    answer: { kind: 'envelope', data: PinHideResultSchema },
    errors: HIDE_ERRORS,
  }) as const;

/** Every route outside the resource API, by operation id (each a RouteContract: operations.ts). */
export const routeContracts = {
  registerExists: {
    method: 'GET',
    path: '/v3/register/exists/',
    area: 'sessions',
    summary: 'Whether an account has this email (the sign-up form asks before it registers).',
    query: registerExistsQuery,
    answer: { kind: 'envelope', data: RegisterExistsSchema },
    errors: ['invalid_parameters', 'rate_limited', 'internal'],
  },
  followBoard: followBoard('PUT', 'Follows a board; answers the board as it now stands.'),
  unfollowBoard: followBoard('DELETE', 'Unfollows a board; answers the board.'),
  hidePin: p2pHide('hide', "Hides a pin from the viewer's feeds (home, related, boards)."),
  unhidePin: p2pHide('unhide', 'Undoes a hide (also the undo of a report).'),
  hideSearchPin: searchHide('hide', "Hides a pin from the viewer's search results."),
  unhideSearchPin: searchHide('unhide', 'Undoes a search hide (the body is not needed).'),
  hideNewsHubPin: newsHubHide('hide', 'Hides a pin the news hub showed.'),
  undoNewsHubHide: newsHubHide('undo', 'Undoes a news hub hide.'),
  uploadPinImage: {
    method: 'POST',
    path: '/upload/pinimage/',
    area: 'uploads',
    summary:
      'Sends the file of a registered upload (`VIPResource create`): every upload parameter ' +
      `plus the file part \`${UPLOAD_FILE_FIELD}\`. 201 when processed, 202 while processing.`,
    form: uploadFormFields,
    answer: { kind: 'envelope', data: UploadReceiptSchema, statuses: [201, 202] },
    errors: [
      'invalid_parameters',
      'unauthorized',
      'csrf_failed',
      'not_found',
      'conflict',
      'payload_too_large',
      'rate_limited',
      'internal',
    ],
  },
  mediaFile: {
    method: 'GET',
    head: true,
    path: '/i/{size}/{file}',
    area: 'service',
    summary:
      'A stored image by size and content signature: immutable (cached a year, ETag), never ' +
      'sniffed, sandboxed. A .jpg is sent as WebP when Accept names image/webp and a WebP was ' +
      'made at upload (Vary: Accept). Unknown sizes or files are a plain-text 404.',
    params: mediaParams,
    answer: { kind: 'binary', contentTypes: ['image/jpeg', 'image/png', 'image/webp'] },
    errors: [],
  },
  previewImage: {
    method: 'GET',
    path: '/link-preview/image/',
    area: 'uploads',
    summary:
      'An image a link preview offers, fetched through this server (signed-in only, signed ' +
      'URLs only, so no open proxy). Anything else is a plain-text 404; too many at once a ' +
      'plain-text 429 with Retry-After.',
    query: previewImageQuery,
    answer: {
      kind: 'binary',
      contentTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    },
    errors: [],
  },
  checkLink: {
    method: 'GET',
    path: '/v3/offsite/',
    area: 'links',
    summary:
      'The verdict of an outbound link (allowed, blocked, suspicious or porn) with its reason, ' +
      'from local data only. With `check_only=false` and a right-click `aux_data`, also records ' +
      'the clickthrough. Signed in or out.',
    query: offsiteCheckQuery,
    answer: { kind: 'envelope', data: OffsiteCheckSchema },
    errors: ['invalid_parameters', 'rate_limited', 'internal'],
  },
  checkLinkPost: {
    method: 'POST',
    path: '/v3/offsite/',
    area: 'links',
    summary: 'The same check as GET, the fields in a JSON body (the right-click clickthrough).',
    body: offsiteCheckBody,
    answer: { kind: 'envelope', data: OffsiteCheckSchema },
    errors: ['invalid_parameters', 'csrf_failed', 'payload_too_large', 'rate_limited', 'internal'],
  },
  offsite: {
    method: 'GET',
    path: '/offsite/',
    area: 'links',
    summary:
      'The way out: a 302 to an allowed link whose token the server signed for it and its pin; ' +
      'the blocked-link page for a flagged one; a "You\'re leaving" page naming the real ' +
      'destination when the token is missing or does not match (so this is no open redirect).',
    query: offsiteQuery,
    answer: { kind: 'html' },
    errors: EDGE_ERRORS,
  },
  pinRedirect: {
    method: 'GET',
    path: '/pin_redirect/',
    area: 'links',
    summary:
      'The signed-out clickthrough interstitial (spec 002 §2.1): the pin, where its link goes, ' +
      'Continue (through /offsite/ only) and an invitation to sign up.',
    query: pinRedirectQuery,
    answer: { kind: 'html' },
    errors: EDGE_ERRORS,
  },
  clientEvents: {
    method: 'POST',
    path: '/v3/events/',
    area: 'events',
    summary:
      'A batch of client events (at most 50, 32 KB), signed in or out. Each carries a client ' +
      'event id; an id already stored is counted as a duplicate and not stored again. Sent on ' +
      'page hide with a keepalive fetch, so the CSRF header travels as on every write.',
    body: clientEventBatch,
    answer: { kind: 'envelope', data: ClientEventReceiptSchema },
    errors: ['invalid_parameters', 'csrf_failed', 'payload_too_large', 'rate_limited', 'internal'],
  },
  triggerExperience: {
    method: 'PUT',
    path: '/v3/experiences/{placed_experience_id}/trigger/',
    area: 'experiences',
    summary:
      'Triggers a placed experience (placement:experience) for the viewer, signed in or out: ' +
      'one that waits for a trigger (targeting.triggered_only) may then be chosen. Once.',
    params: experienceTriggerParams,
    body: experienceTriggerBody,
    bodyOptional: true,
    answer: { kind: 'envelope', data: ExperienceLifecycleSchema },
    // A body past the default limit is refused before it is read, as on every route with one.
    errors: [
      'invalid_parameters',
      'csrf_failed',
      'not_found',
      'payload_too_large',
      'rate_limited',
      'internal',
    ],
  },
  survey: {
    method: 'GET',
    path: '/survey/{experience_id}/',
    area: 'experiences',
    summary:
      "The product's own survey page, which a survey experience frames (only this site may): " +
      "it posts 'surveyLoaded' and, once the answer is in the client event log, " +
      "'surveyFinished' to its parent. 404 for an id that is no experience.",
    params: surveyParams,
    answer: { kind: 'html' },
    errors: EDGE_ERRORS,
  },
  health: {
    method: 'GET',
    path: '/healthz',
    area: 'service',
    summary: 'Liveness: the process answers.',
    answer: { kind: 'json', schema: HealthSchema },
    errors: EDGE_ERRORS,
  },
  openApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    area: 'service',
    summary: 'This contract as an OpenAPI 3.1 document.',
    answer: { kind: 'json', schema: z.looseObject({ openapi: z.string() }) },
    errors: EDGE_ERRORS,
  },
  apiReference: {
    method: 'GET',
    path: '/api/docs',
    area: 'service',
    summary: 'This contract as a readable page.',
    answer: { kind: 'html' },
    errors: EDGE_ERRORS,
  },
} as const;

export type RouteContracts = typeof routeContracts;
export type RouteId = keyof RouteContracts;
