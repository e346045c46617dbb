// Builds a real server on the engine this project runs (TEST_DB=sqlite|postgres): SQLite in a
// temporary file, or a PostgreSQL database created for the test file and dropped after it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app/build-app';
import { createAppContext } from '../../src/app/create-context';
import type { AppContext } from '../../src/app/context';
import { parseConfig } from '../../src/config/config';
import { LocalBlobStore } from '../../src/media/index';

export const ENGINE = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
export const PG_ADMIN_URL =
  process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.services.close();
      await ctx.storage.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
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
