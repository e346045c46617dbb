// Typed client over the resource API (API.md §1). Reads are GETs with the options as a JSON
// `data` parameter; writes are POSTs of `{options}` carrying the CSRF double-submit header.
import type { Envelope, ErrorCode, ResourceData } from '@corkboard/contracts';
import { API_ERRORS, PAGE_TEXT } from '@corkboard/domain';

export type ResourceName = keyof ResourceData;
export type ResourceOptions = Record<string, unknown>;
export type WriteAction = 'create' | 'update' | 'delete';
/** What `get` of a resource answers. */
export type GetData<N extends ResourceName> = ResourceData[N] extends { get: infer D } ? D : never;
export type ActionData<N extends ResourceName, A extends WriteAction> = ResourceData[N] extends {
  [K in A]: infer D;
}
  ? D
  : unknown;

/** `network`: no HTTP answer at all (offline, DNS, a dropped connection). */
export type ApiErrorCode = ErrorCode | 'network';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  constructor(code: ApiErrorCode, status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** One page of a list resource, or a single object with no bookmark. */
export interface ResourcePage<T> {
  data: T;
  bookmark?: string;
}

/** The `csrftoken` cookie the server sets on every response (API.md §1 "Sessions and CSRF"). */
export function csrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'csrftoken') return decodeURIComponent(value.join('='));
  }
  return '';
}

export function resourceGetUrl(name: string, options: ResourceOptions): string {
  return `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;
}

async function unwrap<T>(response: Response): Promise<ResourcePage<T>> {
  let body: Envelope<T> | undefined;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = undefined;
  }
  const envelope = body?.resource_response;
  if (envelope?.status === 'success' && response.ok) {
    return envelope.bookmark === undefined
      ? { data: envelope.data }
      : { data: envelope.data, bookmark: envelope.bookmark };
  }
  const error = envelope?.status === 'failure' ? envelope.error : undefined;
  throw new ApiError(
    error?.code ?? (response.status === 404 ? 'not_found' : 'internal'),
    error?.http_status ?? (response.status || 500),
    error?.message ?? envelope?.message ?? API_ERRORS.internal,
  );
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', 0, PAGE_TEXT.errorNetwork);
  }
}

export async function getResourcePage<T>(
  name: string,
  options: ResourceOptions,
  signal?: AbortSignal,
): Promise<ResourcePage<T>> {
  const init: RequestInit = { headers: { Accept: 'application/json' } };
  if (signal) init.signal = signal;
  return unwrap<T>(await send(resourceGetUrl(name, options), init));
}

export async function getResource<N extends ResourceName>(
  name: N,
  options: ResourceOptions,
  signal?: AbortSignal,
): Promise<GetData<N>> {
  return (await getResourcePage<GetData<N>>(name, options, signal)).data;
}

export async function postResource<N extends ResourceName, A extends WriteAction>(
  name: N,
  action: A,
  options: ResourceOptions,
): Promise<ActionData<N, A>> {
  const response = await send(`/resource/${name}/${action}/`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-CSRFToken': csrfToken(),
    },
    body: JSON.stringify({ options }),
  });
  return (await unwrap<ActionData<N, A>>(response)).data;
}

export type V3Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * The few `/v3/...` paths the spec names (e.g. `PUT|DELETE /v3/boards/{board_id}/follow/`):
 * same envelope as the resources, and the CSRF header on every non-GET request.
 */
export async function v3<T>(
  method: V3Method,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-CSRFToken'] = csrfToken();
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return (await unwrap<T>(await send(path, init))).data;
}
