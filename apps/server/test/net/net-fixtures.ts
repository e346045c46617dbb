// Test fixtures for the guarded fetcher. Nothing here leaves 127.0.0.1: servers listen on the
// loopback address only, and the fake resolver answers from a table and never asks real DNS.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResolvedAddress, Resolver } from '../../src/net';

export interface LocalServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request the server saw, in order. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bound and released, so connecting would be refused. */
export async function closedPort(): Promise<number> {
  const server = await startServer(() => undefined);
  await server.close();
  return server.port;
}

export interface FakeResolver extends Resolver {
  calls: string[];
}

/** Answers names from the table (a string is one IPv4 or IPv6 address); unknown names fail. */
export function fakeResolver(table: Record<string, string | readonly string[]>): FakeResolver {
  const calls: string[] = [];
  const resolver = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const entry = table[hostname];
    if (entry === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    const list = typeof entry === 'string' ? [entry] : entry;
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolver, { calls });
}

export interface ConnectSpy {
  (address: string, port: number): void;
  calls: Array<[string, number]>;
}

/** Records every socket the fetcher is about to open; with `block`, cancels it too. */
export function connectSpy(options: { block?: boolean } = {}): ConnectSpy {
  const calls: Array<[string, number]> = [];
  const spy = (address: string, port: number) => {
    calls.push([address, port]);
    if (options.block) throw new BlockedConnect(address, port);
  };
  return Object.assign(spy, { calls });
}

/** Thrown by a blocking spy so a test can prove the address was allowed without dialling it. */
export class BlockedConnect extends Error {
  constructor(
    readonly address: string,
    readonly port: number,
  ) {
    super(`test blocked the connection to ${address}:${port}`);
  }
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
