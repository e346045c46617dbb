// Builds a real server on the engine this project runs (TEST_DB=sqlite|postgres): SQLite in a
// temporary file, or a PostgreSQL database created for the test file and dropped after it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach } from 'vitest';
import { buildApp } from '../../src/app/build-app';
import { createAppContext } from '../../src/app/create-context';
import type { AppContext } from '../../src/app/context';
import { parseConfig } from '../../src/config/config';
import { LocalBlobStore } from '../../src/media/index';
import { contractProblem } from './contract-check';

export const ENGINE = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
export const PG_ADMIN_URL =
  process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// Every answer of every test server is checked against the contract (contract-check.ts); a
// mismatch fails the running test (or, if no test is running, closing the server).
const mismatches: string[] = [];

function takeMismatches(): Error | null {
  if (mismatches.length === 0) return null;
  const found = mismatches.splice(0);
  return new Error(`The answer does not match the contract:\n${found.join('\n')}`);
}

afterEach(() => {
  const error = takeMismatches();
  if (error) throw error;
});

function checkAnswersAgainstContract(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const problem = contractProblem({
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      // Text, or a grid page sent as one buffer of UTF-8 (http/envelope.ts serializeSuccess).
      body:
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : null,
    });
    if (problem)
      mismatches.push(`${request.method} ${request.url} (HTTP ${reply.statusCode}): ${problem}`);
    return payload;
  });
}

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-api-'));
  const { databaseUrl, drop } = await createScratchDatabase();
  const parsed = parseConfig(
    {
      DATA_DIR: dir,
      DEMO: '0',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    dir,
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const ctx = await createAppContext(parsed.config);
  const app = await buildApp(ctx, {
    blobStore: new LocalBlobStore(path.join(dir, 'media')),
    pages: false,
  });
  checkAnswersAgainstContract(app);
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.services.close();
      await ctx.storage.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
      const error = takeMismatches();
      if (error) throw error;
    },
  };
}

/**
 * The database of one test file on this project's engine: on PostgreSQL a database created
 * now and dropped by `drop` (connections forced out); on SQLite nothing (no `databaseUrl`:
 * the server's file in its DATA_DIR).
 */
export async function createScratchDatabase(): Promise<{
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}> {
  if (ENGINE !== 'postgres') return { databaseUrl: undefined, drop: async () => undefined };
  const dbName = `corkboard_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  return {
    databaseUrl: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
