// Starts and stops the servers under test as child processes, output kept in a log file so a
// failed start can be explained. Each waits (bounded) until its ready URL answers.
import { spawn } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { freePort, killGroup, progress, root, sleep, waitForHttp } from './util.mjs';

/**
 * @param {{ name: string, args: string[], env?: Record<string,string>, readyUrl: string,
 *   logFile: string, timeoutMs?: number }} spec
 */
export async function startProcess({ name, args, env = {}, readyUrl, logFile, timeoutMs }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  try {
    await waitForHttp(readyUrl, { timeoutMs, isAlive: () => !exited });
  } catch (error) {
    killGroup(child, 'SIGKILL');
    const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
    throw new Error(`${name} did not start: ${error.message}\n--- ${logFile} ---\n${tail}`);
  }
  return {
    name,
    child,
    logFile,
    async stop() {
      if (exited) return;
      killGroup(child, 'SIGTERM');
      for (let i = 0; i < 50 && !exited; i += 1) await sleep(100);
      if (!exited) killGroup(child, 'SIGKILL');
    },
  };
}

/** The real Corkboard server (the esbuild bundle, else its source via tsx) on scratch data. */
export function startCorkboard({
  serverArgs,
  dataDir,
  port,
  logFile,
  extraEnv = {},
  timeoutMs = 60_000,
}) {
  return startProcess({
    name: `corkboard (${dataDir})`,
    args: serverArgs,
    env: {
      DATA_DIR: dataDir,
      DEMO: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production', // as scripts/start.mjs runs it (React's production build)
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Never inherit an engine from the caller's shell: SQLite unless the caller says so.
      DATABASE_URL: '',
      ...extraEnv,
    },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
    logFile,
    timeoutMs,
  });
}

/**
 * Starts Corkboard with the first of `candidates` (ways to run it, from ensure-build.mjs) that
 * comes up. Resolves { server, url, candidate }.
 */
export async function startFirstWorking(candidates, { dataDir, logFile, extraEnv, timeoutMs }) {
  for (const candidate of candidates) {
    const port = await freePort();
    try {
      const server = await startCorkboard({
        serverArgs: candidate.args,
        dataDir,
        port,
        logFile,
        extraEnv,
        timeoutMs,
      });
      return { server, url: `http://127.0.0.1:${port}`, candidate };
    } catch (error) {
      if (candidate === candidates[candidates.length - 1]) throw error;
      progress(`server from ${candidate.from} did not start: ${error.message.split('\n')[0]}`);
    }
  }
  throw new Error('no way to run the server');
}
