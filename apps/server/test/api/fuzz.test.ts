// Fuzzing from the published contract: every operation of /api/openapi.json is called with
// values built from its own schemas, hostile leaves mixed in (NUL and lone surrogates, ids past
// int64, out-of-range numbers, prototype keys, missing and unknown fields, bookmarks no list
// gave out), signed in and signed out, plus transport abuse (wrong methods and content types,
// broken, huge and deep JSON, bad multipart, bad query strings). The rule: every answer is
// what the contract says for its operation; never a 5xx, a stack trace or SQL text; never a
// hang over 5 s. At least 20,000 requests per run, on each engine.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblems } from '../fuzz/answer-check';
import { operationsOf, type FuzzOperation, type OpenApiDocument } from '../fuzz/operations';
import { hugeBodies, requestFor, transportAbuse, type FuzzRequest } from '../fuzz/requests';
import type { ArbitraryOptions, JsonSchema } from '../fuzz/schema-arbitrary';
import { buildFuzzWorld, type FuzzWorld } from '../fuzz/world';
import { ENGINE, startTestServer, type TestServer } from './harness';

const REQUESTS_PER_RUN = 20_000;
/** Of them, transport abuse (the rest is shared out over the operations). */
const TRANSPORT_SHARE = 0.1;
const HANG_MS = 5_000;

let server: TestServer;
let world: FuzzWorld;
let doc: OpenApiDocument;
let ops: FuzzOperation[];
const stats = { requests: 0, byStatus: new Map<number, number>(), slowestMs: 0, slowest: '' };

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  doc = JSON.parse(res.body) as OpenApiDocument;
  ops = operationsOf(doc);
  world = await buildFuzzWorld(server);
}, 120_000);

afterAll(async () => {
  const statuses = [...stats.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `fuzz (${ENGINE}): ${stats.requests} requests over ${ops.length} operations; ` +
      `statuses ${statuses}; slowest ${stats.slowestMs} ms (${stats.slowest})`,
  );
  await server?.close();
});

function arbitraryOptions(): ArbitraryOptions {
  const schemas = doc.components?.schemas ?? {};
  return {
    resolve(ref: string): JsonSchema {
      const found = schemas[ref.replace('#/components/schemas/', '')];
      if (!found) throw new Error(`the document has no schema ${ref}`);
      return found;
    },
    known: (field) => world.known(field),
    hostileOneIn: 8,
  };
}

async function send(request: FuzzRequest): Promise<void> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  const res = await Promise.race([
    server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...world.headersFor(request.viewer, request.method) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    }),
    hang,
  ]).finally(() => clearTimeout(timer));
  const ms = Math.round(performance.now() - started);
  stats.requests += 1;
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  if (ms > stats.slowestMs) {
    stats.slowestMs = ms;
    stats.slowest = `${request.method} ${request.url.slice(0, 80)}`;
  }
  await world.afterRequest(request, res);
  const problems = answerProblems({
    method: request.method,
    url: request.url,
    status: res.statusCode,
    headers: res.headers,
    body: res.body,
  });
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('; ')}\n${request.method} ${request.url.slice(0, 300)} as ${request.viewer}\n` +
        `body sent: ${String(request.payload ?? '').slice(0, 300)}\n` +
        `answer ${res.statusCode}: ${res.body.slice(0, 500)}`,
    );
  }
}

describe(`fuzzing every operation of the published contract (${ENGINE})`, () => {
  it('reads every resource action and route from the document', () => {
    const ids = new Set(ops.map((op) => op.id));
    for (const id of ['PinResource.get', 'RepinResource.create', 'BoardResource.delete']) {
      expect(ids).toContain(id);
    }
    expect(ops.some((op) => op.body?.type === 'multipart')).toBe(true);
  });

  it('answers every generated request inside the contract, with no 5xx, leak or hang', async () => {
    const transportRuns = Math.ceil(REQUESTS_PER_RUN * TRANSPORT_SHARE);
    const perOp = Math.ceil((REQUESTS_PER_RUN - transportRuns) / ops.length);
    const options = arbitraryOptions();
    for (const op of ops) {
      await fc.assert(fc.asyncProperty(requestFor(op, options), send), {
        numRuns: perOp,
        endOnFailure: true,
      });
    }
    await fc.assert(fc.asyncProperty(transportAbuse(ops), send), {
      numRuns: transportRuns,
      endOnFailure: true,
    });
    for (const request of hugeBodies(world.writePaths(ops))) await send(request);
    expect(stats.requests).toBeGreaterThanOrEqual(REQUESTS_PER_RUN);
  }, 600_000);
});
