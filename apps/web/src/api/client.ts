// Typed client over the resource API (docs/API.md §1). Reads are GETs with the options as a JSON
// `data` parameter; writes are POSTs of `{options}` carrying the CSRF double-submit header.
import type {
  ActionData,
  EnvelopePath,
  Envelope,
  ErrorCode,
  GetData,
  GetOptions,
  GridPin,
  Pin,
  ReadableResource,
  ResourceOptions,
  RouteBody,
  RouteData,
  RouteFor,
  RouteMethod,
  WritableResource,
  WriteAction,
} from '@corkboard/contracts';
import { answersGridItems, API_ERRORS, expandGridPin, PAGE_TEXT } from '@corkboard/domain';

export type { GetData, GetOptions, ReadableResource };

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

/** The `csrftoken` cookie the server sets on every response (docs/API.md §1 "Sessions and CSRF"). */
export function csrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'csrftoken') return decodeURIComponent(value.join('='));
  }
  return '';
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

/**
 * A read's `data` as the app reads it: grid items (a grid read asked `field_set_key:
 * "grid_item"`, docs/API.md §2) expanded back to full Pins, so components and domain rules
 * always see the Pin type. Every read of the browser and of the server's prefetch comes here.
 */
export function appData<D>(name: ReadableResource, options: object, data: unknown): D {
  if (!answersGridItems(name, options) || !Array.isArray(data)) return data as D;
  return (data as GridPin[]).map((item) => expandGridPin<Pin>(item)) as D;
}

/** One read; `D` is what the contract says `name` answers (the typed callers below fix it). */
async function read<D>(
  name: ReadableResource,
  options: object,
  signal: AbortSignal | undefined,
): Promise<ResourcePage<D>> {
  const init: RequestInit = { headers: { Accept: 'application/json' } };
  if (signal) init.signal = signal;
  const url = `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;
  const page = await unwrap<unknown>(await send(url, init));
  return { ...page, data: appData<D>(name, options, page.data) };
}

export function getResourcePage<N extends ReadableResource>(
  name: N,
  options: GetOptions<N>,
  signal?: AbortSignal,
): Promise<ResourcePage<GetData<N>>> {
  return read<GetData<N>>(name, options, signal);
}

/** List reads: resources whose `get` answers a list, page by page. */
export type FeedResource = {
  [N in ReadableResource]: GetData<N> extends readonly unknown[] ? N : never;
}[ReadableResource];

/** The items of a list read (for search, pins, boards or people). */
export type FeedItem<N extends FeedResource> = GetData<N> extends readonly (infer T)[] ? T : never;

/**
 * One page of a list read whose items are `T`, one of the item types the contract gives `name`
 * (a search scope decides which: the caller that chose the scope names it).
 */
export function getFeedPage<N extends FeedResource, T extends FeedItem<N>>(
  name: N,
  options: GetOptions<N>,
  signal?: AbortSignal,
): Promise<ResourcePage<T[]>> {
  return read<T[]>(name, options, signal);
}

export async function getResource<N extends ReadableResource>(
  name: N,
  options: GetOptions<N>,
  signal?: AbortSignal,
): Promise<GetData<N>> {
  return (await getResourcePage(name, options, signal)).data;
}

export async function postResource<N extends WritableResource, A extends WriteAction<N>>(
  name: N,
  action: A,
  options: ResourceOptions<N, A>,
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

/**
 * The few `/v3/...` paths the spec names (e.g. `PUT|DELETE /v3/boards/{board_id}/follow/`):
 * same envelope as the resources, and the CSRF header on every non-GET request. The path must
 * be one the contract lists for the method; its body and answer are that route's.
 */
export async function v3<M extends RouteMethod, P extends EnvelopePath<M>>(
  method: M,
  path: P,
  body?: RouteBody<RouteFor<M, P>>,
  /** keepalive: the request outlives the page (the event log's send on page hide); signal: a
   * time limit (the link check). */
  options: { keepalive?: boolean; signal?: AbortSignal } = {},
): Promise<RouteData<RouteFor<M, P>>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-CSRFToken'] = csrfToken();
  const init: RequestInit = { method, headers, ...options };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return (await unwrap<RouteData<RouteFor<M, P>>>(await send(path, init))).data;
}
