// Small helpers shared by the bench steps: progress on stderr, child processes with a time
// limit, free ports, waiting for a server, and order statistics. Node built-ins only.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(benchDir, '..');

const started = Date.now();

/** Progress goes to stderr so stdout carries only the final table. */
export function progress(message) {
  const t = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${t}s] ${message}\n`);
}

/** Children running right now, so an interrupted bench can end them (they run detached). */
const running = new Set();

export function killRunningChildren() {
  for (const child of running) killGroup(child, 'SIGKILL');
}

/**
 * Runs a command to completion with a hard time limit (the bench must never hang), collecting
 * stdout and stderr. Resolves { code, stdout, stderr, timedOut }; never rejects on exit codes.
 */
export function runCommand(cmd, args, { timeoutMs, cwd = root, env, echo = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group, so a timeout can end the child and its children
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: 127, stdout, stderr: stderr + String(error), timedOut });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: signal ? 1 : (code ?? 1), stdout, stderr, timedOut });
    });
  });
}

/** Ends a child we started (and its process group), by id only. */
export function killGroup(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Node with the tsx loader, for steps that import the server's TypeScript source. */
export function nodeWithTsx(script, args, options) {
  return runCommand(process.execPath, ['--import', 'tsx', script, ...args], options);
}

/** The last line of a child's stdout parsed as JSON (children print one result line last). */
export function lastJsonLine(stdout) {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

/** Runs a bench script under tsx and returns its JSON result line; throws with its stderr. */
export async function tsxJson(script, args, options) {
  const result = await nodeWithTsx(path.join(benchDir, script), args, options);
  if (result.code !== 0) {
    const lines = result.stderr.split('\n');
    const error = lines.find((l) => /^\w*Error\b|^error:/.test(l.trim()));
    const why = result.timedOut ? `timed out after ${options.timeoutMs / 1000} s` : error;
    throw new Error(`${script} failed: ${why ?? ''}\n${result.stderr.slice(-2000)}`);
  }
  return lastJsonLine(result.stdout);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a URL until it answers 2xx; bounded by count and by time. */
export async function waitForHttp(url, { timeoutMs = 30_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  // Each attempt takes at least the 100 ms pause: the count bounds the loop as the time does.
  const attempts = Math.max(400, Math.ceil(timeoutMs / 100));
  for (let attempt = 0; attempt < attempts && Date.now() < deadline; attempt += 1) {
    if (!isAlive()) throw new Error(`process serving ${url} exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index];
}

export const median = (values) => quantile(values, 0.5);

export function envInt(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** BENCH_ONLY: the steps a comma list names (all of `all` when unset); an unknown one throws. */
export function chosenSteps(list, all) {
  if (!list) return new Set(all);
  const chosen = list.split(',').map((x) => x.trim());
  const unknown = chosen.filter((x) => !all.includes(x));
  if (unknown.length) throw new Error(`BENCH_ONLY: ${unknown.join(', ')} not among ${all}`);
  return new Set(chosen);
}
