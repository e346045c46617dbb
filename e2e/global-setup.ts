// Starts the built server once for the browser suite: a fresh DATA_DIR seeded with the demo
// (the named scenario `demo`), on a free port of 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher';
import { startTestSite } from './test-site';

const root = path.resolve(import.meta.dirname, '..');
let child: ChildProcess | null = null;
let dataDir = '';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local test site the server may fetch from (e2e/test-site.ts). */
    siteUrl: string;
    /** Where the tests read the mail the server sent by SMTP (e2e/mail-catcher.ts). */
    mailUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const main = path.join(root, 'apps/server/dist/main.mjs');
  if (!existsSync(main))
    throw new Error('Build first (node scripts/build.mjs): apps/server/dist/main.mjs is missing');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'corkboard-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const site = await startTestSite();
  const mail = await startMailCatcher();
  child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DEMO: '1',
      DEMO_SCENARIO: process.env.E2E_SCENARIO ?? 'small',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Each person of the tests comes from an address of their own (session.ts).
      TRUST_PROXY: '1',
      FETCH_ALLOW_HOSTS: new URL(site.origin).host,
      // A signed-out visitor's draw of hide_reactions (10% enabled) would hide the hearts some
      // tests press; the experiment's two groups are checked by the domain's tables.
      EXPERIMENTS: 'hide_reactions:control',
      // The operator's own network: its visitors see the debug panel (debug-panel.test.ts).
      INTERNAL_NETWORKS: '203.0.113.0/24',
      // Mail goes out by SMTP to a real server on loopback (mail-catcher.ts).
      SMTP_URL: mail.smtpUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${baseUrl}/healthz`, 200_000);
  project.provide('baseUrl', baseUrl);
  project.provide('siteUrl', site.origin);
  project.provide('mailUrl', mail.readUrl);
  return async () => {
    await site.close();
    await mail.close();
    child?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null && child?.exitCode !== undefined)
      throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}
