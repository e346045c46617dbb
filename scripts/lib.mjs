// Shared steps of `npm start` and `npm test`: Node built-ins only, so they work before any
// dependency is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

/** Installs dependencies with `npm ci` when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !existsSync(marker) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  const nativeOk = () =>
    spawnSync(
      process.execPath,
      ['-e', "require('better-sqlite3'); require('sharp'); require('argon2')"],
      {
        cwd: path.join(root, 'apps', 'server'),
        stdio: 'ignore',
      },
    ).status === 0;
  if (!stale && nativeOk()) return;
  console.log('Installing dependencies (npm ci)…');
  const code = await run('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed: see the output above');
}

/** Newest modification time under the given folders (sources that a build depends on). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

/**
 * Installs a Debian package when `isInstalled()` says it is missing and this process is root:
 * `apt-get install -y`, and when that fails (no package lists yet) `apt-get update` and again.
 * Resolves whether it is installed afterwards. `stdio` as for spawn (the bench keeps apt's
 * output off its stdout).
 */
export async function ensureDebianPackage(name, isInstalled, { stdio = 'inherit' } = {}) {
  if (isInstalled()) return true;
  if (process.getuid?.() !== 0) return false;
  const options = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio };
  const install = () => run('apt-get', ['install', '-y', '-qq', name], options);
  if ((await install()) !== 0 || !isInstalled()) {
    await run('apt-get', ['update', '-qq'], options);
    await install();
  }
  return isInstalled();
}

/** Chromium from Debian's packages for the browser suite: installed when root, else explained. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian packages (apt-get install -y chromium)…');
    if (await ensureDebianPackage('chromium', () => existsSync(CHROMIUM))) return true;
  }
  console.log(
    `Chromium is missing at ${CHROMIUM}: install it (as root: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

export function portOpen(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Starts the machine's local PostgreSQL cluster (the command the env entry gives). */
export async function startLocalPostgres() {
  const dir = '/etc/postgresql';
  if (!existsSync(dir)) return false;
  for (const version of readdirSync(dir)) {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  for (let i = 0; i < 20; i += 1) {
    if (await portOpen('127.0.0.1', 5432)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
