// The request loop of the guarded fetcher (docs/DESIGN.md §5). URL rules run
// before each hop, the connector checks the address of every socket, redirects are followed by
// hand so each hop is re-checked (at most 5), one deadline covers connect, headers, redirects
// and the whole body, and the body is capped while it streams.
import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import { parseAllowHosts } from './allow-hosts';
import { GuardedFetchError } from './fetch-error';
import {
  createGuardedConnector,
  systemResolver,
  type ConnectHook,
  type Resolver,
} from './guarded-connector';
import { discardBody, readBody } from './read-body';
import { checkUrl, DEFAULT_ALLOWED_PORTS, type CheckedUrl, type UrlPolicy } from './url-policy';

export const DEFAULT_DEADLINE_MS = 30_000;
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT = 'Corkboard/0.1 (+link preview)';

export interface GuardedFetcherOptions {
  /** DNS for names in URLs; defaults to the system resolver (dns.lookup, all answers). */
  resolver?: Resolver;
  /** `host` or `host:port` entries that skip the public-address check (see allow-hosts.ts). */
  allowHosts?: readonly string[];
  /** Ports open to every host; defaults to 80 and 443. */
  allowedPorts?: readonly number[];
  /** Sees every address right before a socket is opened to it (a test spy). */
  onConnect?: ConnectHook;
  deadlineMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** Bounds the lookup and the TCP/TLS handshake of each socket; defaults to 10 s. */
  connectTimeoutMs?: number;
}

export interface GuardedResponseInfo {
  /** The URL of the response that was read, after redirects. */
  url: string;
  status: number;
  /** The media type without parameters, lower case; null when the header is absent. */
  contentType: string | null;
  /** The whole Content-Type header, parameters included. */
  contentTypeHeader: string | null;
}

export interface GuardedFetchOptions {
  /** The Accept header to send. */
  accept?: string;
  maxBytes?: number;
  deadlineMs?: number;
  /** Past maxBytes: refuse with `too_large` (default), or keep the first maxBytes bytes. */
  overflow?: 'refuse' | 'truncate';
  /** Runs on the final response's headers before the body is read; throw to refuse. */
  checkResponse?: (info: GuardedResponseInfo) => void;
  /** Runs on the first bytes of the body; throw to refuse without reading the rest. */
  checkHead?: (head: Buffer) => void;
}

export interface GuardedResponse {
  finalUrl: string;
  status: number;
  contentType: string | null;
  contentTypeHeader: string | null;
  body: Buffer;
  /** How many redirects were followed to get here. */
  redirects: number;
  /** True when overflow was 'truncate' and the body was cut at maxBytes. */
  truncated: boolean;
}

export interface GuardedFetch {
  (url: string | URL, options?: GuardedFetchOptions): Promise<GuardedResponse>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface GuardedFetchCore {
  fetch: GuardedFetch;
  close(): Promise<void>;
}

export function createGuardedFetchCore(options: GuardedFetcherOptions = {}): GuardedFetchCore {
  const parsed = parseAllowHosts(options.allowHosts ?? []);
  if (!parsed.ok)
    throw new Error(`allowHosts: not host or host:port: ${parsed.invalid.join(', ')}`);
  const policy: UrlPolicy = {
    allowHosts: parsed.entries,
    allowedPorts: options.allowedPorts ?? DEFAULT_ALLOWED_PORTS,
  };
  const defaults = {
    deadlineMs: options.deadlineMs ?? DEFAULT_DEADLINE_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
  };
  const agent = new Agent({
    connect: createGuardedConnector({
      resolver: options.resolver ?? systemResolver,
      allowHosts: parsed.entries,
      onConnect: options.onConnect,
      connectTimeoutMs: options.connectTimeoutMs,
    }),
    keepAliveTimeout: 4_000,
  });

  const fetch: GuardedFetch = async (url, fetchOptions = {}) => {
    const deadline = new AbortController();
    const deadlineMs = fetchOptions.deadlineMs ?? defaults.deadlineMs;
    const timedOut = new Promise<never>((_, reject) => {
      deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason), {
        once: true,
      });
    });
    timedOut.catch(() => undefined);
    const timer = setTimeout(() => deadline.abort(new GuardedFetchError('timeout')), deadlineMs);
    try {
      // The race also ends a hop stuck outside undici's reach (a resolver that never answers).
      return await Promise.race([hops(url, fetchOptions, deadline.signal), timedOut]);
    } catch (error) {
      if (error instanceof GuardedFetchError) throw error;
      if (deadline.signal.aborted) throw new GuardedFetchError('timeout', { cause: error });
      throw toGuardedFetchError(error);
    } finally {
      clearTimeout(timer);
    }
  };

  async function hops(
    input: string | URL,
    fetchOptions: GuardedFetchOptions,
    signal: AbortSignal,
  ): Promise<GuardedResponse> {
    const maxBytes = fetchOptions.maxBytes ?? defaults.maxBytes;
    const overflow = fetchOptions.overflow ?? 'refuse';
    let target: CheckedUrl = checkUrl(input, policy);
    for (let redirects = 0; ; redirects += 1) {
      const response = await send(target.url, fetchOptions.accept ?? '*/*', signal);
      const status = response.statusCode;
      const location = headerValue(response.headers, 'location');
      if (REDIRECT_STATUSES.has(status) && location !== null) {
        discardBody(response.body);
        if (redirects >= defaults.maxRedirects) {
          throw new GuardedFetchError('too_many_redirects', { url: target.url.href });
        }
        target = checkUrl(location, policy, target.url);
        continue;
      }
      const url = target.url.href;
      if (status < 200 || status > 299) {
        discardBody(response.body);
        throw new GuardedFetchError('http_error', { status, url });
      }
      const contentTypeHeader = headerValue(response.headers, 'content-type');
      const info = { url, status, contentType: mediaType(contentTypeHeader), contentTypeHeader };
      try {
        fetchOptions.checkResponse?.(info);
        const declared = Number(headerValue(response.headers, 'content-length') ?? NaN);
        // A declared size past the cap is refused before a byte of the body is read.
        if (overflow === 'refuse' && declared > maxBytes) {
          throw new GuardedFetchError('too_large', { url });
        }
      } catch (error) {
        discardBody(response.body);
        throw error;
      }
      const read = await readBody(response.body as Readable, {
        maxBytes,
        overflow,
        checkHead: fetchOptions.checkHead,
      });
      return {
        finalUrl: url,
        status,
        contentType: info.contentType,
        contentTypeHeader,
        body: read.body,
        redirects,
        truncated: read.truncated,
      };
    }
  }

  function send(url: URL, accept: string, signal: AbortSignal) {
    return request(url, {
      dispatcher: agent,
      method: 'GET',
      signal,
      headers: {
        'user-agent': defaults.userAgent,
        accept,
        // Compressed bodies would let a small download expand past the cap after the check.
        'accept-encoding': 'identity',
      },
    });
  }

  // destroy, not close: close() would wait for fetches still running, up to their deadline.
  return { fetch, close: () => agent.destroy() };
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? null : first;
}

function mediaType(header: string | null): string | null {
  if (header === null) return null;
  const type = header.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

/** Maps undici and socket failures onto the codes a caller can show. */
function toGuardedFetchError(error: unknown): GuardedFetchError {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT'
  ) {
    return new GuardedFetchError('timeout', { cause: error });
  }
  return new GuardedFetchError('network_error', { cause: error });
}
