// The real Corkboard process for the crash test: the server bundle (scripts/server-bundle.mjs,
// what `npm start` runs) started on scratch data, killed with SIGKILL, started again on the same
// data. SIGKILL takes the whole process: the database connection and the media worker threads.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { bundleServer } from '../../../../scripts/server-bundle.mjs';

/** A start that takes longer than this is a failure (with the process's output shown). */
const START_LIMIT_MS = 30_000;
const OUTPUT_KEPT = 8_000;

/** Bundles the server once into a scratch folder inside apps/server (its dependencies resolve). */
export async function bundleForTest(): Promise<{ main: string; remove(): void }> {
  const dist = path.join(import.meta.dirname, '..', '..', 'dist');
  mkdirSync(dist, { recursive: true });
  const dir = mkdtempSync(path.join(dist, 'crash-test-'));
  await bundleServer(dir);
  return {
    main: path.join(dir, 'main.mjs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  url: string;
  /** The last lines the process wrote (stdout and stderr). */
  output(): string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the server closes cleanly), SIGKILL if it has not exited in 10 s. */
  stop(): Promise<void>;
}

/**
 * Starts the server on `dataDir` and a free port of 127.0.0.1; resolves once it says it is
 * serving (main.ts prints that line after `listen`).
 */
export async function startServer(
  main: string,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<ServerProcess> {
  // A port taken between our probe and the server's listen: try another one.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await startOn(main, dataDir, databaseUrl, port);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

function startOn(main: string, dataDir: string, databaseUrl: string | undefined, port: number) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEMO: '0',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout.on('data', keep);
  return new Promise<ServerProcess>((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      fail(`it exited with ${signal ?? code}`);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.stdout.off('data', onReady);
      child.kill('SIGKILL');
      reject(new Error(`The server did not start (${why}). Its output:\n${output}`));
    };
    const onReady = () => {
      if (!output.includes('Corkboard is serving on')) return;
      clearTimeout(timer);
      child.off('close', onExit);
      child.stdout.off('data', onReady);
      resolve(serverProcess(child, url, exited, () => output));
    };
    const timer = setTimeout(() => fail(`not serving after ${START_LIMIT_MS} ms`), START_LIMIT_MS);
    // 'close', not 'exit': by then its last output (the reason it stopped) has been read.
    child.once('close', onExit);
    child.stdout.on('data', onReady);
  });
}

function serverProcess(
  child: ChildProcess,
  url: string,
  exited: Promise<void>,
  output: () => string,
): ServerProcess {
  return {
    url,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}
