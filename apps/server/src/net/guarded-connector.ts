// The connect-time address check. undici calls this for every new socket, so it is the one
// place no request can get around: the host is resolved once with the injected resolver, every
// answer must be public unicast (unless the host is allowlisted), and the socket is opened to
// exactly the checked address. Node never resolves the name a second time, so a DNS answer
// that changes between check and connect (rebinding) cannot redirect the socket.
import { lookup } from 'node:dns/promises';
import { buildConnector } from 'undici';
import { isAllowlisted, type AllowHostEntry } from './allow-hosts';
import { ipLiteralOf, isPublicUnicast, parseAddress } from './address-policy';
import { GuardedFetchError } from './fetch-error';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a DNS name to every address it has; a rejection or empty list means unresolvable. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** Called with the checked address right before a socket to it is opened; a throw cancels it. */
export type ConnectHook = (address: string, port: number) => void;

export const systemResolver: Resolver = (hostname) =>
  lookup(hostname, { all: true, order: 'verbatim' });

export interface GuardedConnectorOptions {
  resolver: Resolver;
  allowHosts: readonly AllowHostEntry[];
  onConnect?: ConnectHook;
  /** The connector that opens the socket; tests pass a recorder instead of a real one. */
  baseConnector?: buildConnector.connector;
  /** Bounds the lookup and the TCP/TLS handshake of one socket; defaults to 10 s. */
  connectTimeoutMs?: number;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export function createGuardedConnector(options: GuardedConnectorOptions): buildConnector.connector {
  const timeout = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const base = options.baseConnector ?? buildConnector({ timeout });
  return (connectOptions, callback) => {
    const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80);
    pickAddress(connectOptions.hostname, port, { ...options, resolveTimeoutMs: timeout }).then(
      (address) => {
        try {
          options.onConnect?.(address, port);
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)), null);
          return;
        }
        // `host` and `servername` stay the original name, so TLS sends SNI for it and checks
        // the certificate against it even though the socket goes to the pinned IP.
        base({ ...connectOptions, hostname: address }, callback);
      },
      (error: unknown) => callback(error as Error, null),
    );
  };
}

/** Resolves and checks a host; resolves to the one address the socket may be opened to. */
export async function pickAddress(
  hostname: string,
  port: number,
  options: Pick<GuardedConnectorOptions, 'resolver' | 'allowHosts'> & { resolveTimeoutMs?: number },
): Promise<string> {
  const allowlisted = isAllowlisted(options.allowHosts, hostname, port);
  const literal = ipLiteralOf(hostname);
  // Node skips the lookup step for IP literals, so they are checked here like any answer.
  if (literal !== null) {
    if (!allowlisted && !isPublicUnicast(literal))
      throw new GuardedFetchError('address_not_allowed');
    return literal;
  }
  let answers: readonly ResolvedAddress[];
  try {
    answers = await withTimeout(options.resolver(hostname), options.resolveTimeoutMs);
  } catch (cause) {
    if (cause instanceof GuardedFetchError) throw cause;
    throw new GuardedFetchError('unresolvable', { cause });
  }
  const first = answers[0];
  if (!first) throw new GuardedFetchError('unresolvable');
  // A non-address answer would make Node run its own lookup, outside this check.
  if (!answers.every((answer) => parseAddress(answer.address) !== null)) {
    throw new GuardedFetchError('unresolvable');
  }
  // One private answer refuses the whole name: otherwise a mixed answer lets an attacker win
  // whenever the connection happens to pick that address.
  if (!allowlisted && !answers.every((answer) => isPublicUnicast(answer.address))) {
    throw new GuardedFetchError('address_not_allowed');
  }
  return first.address;
}

/** A stuck lookup would hold its connection slot forever, past any request's deadline. */
async function withTimeout<T>(promise: Promise<T>, ms: number | undefined): Promise<T> {
  if (ms === undefined) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GuardedFetchError('timeout')), ms);
  });
  try {
    return await Promise.race([promise, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
