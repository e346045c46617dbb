// The server bundle (esbuild): `main.mjs` and `media-worker.mjs` side by side in `outdir`.
// Workspace packages are TypeScript source and go into the bundle; every other dependency stays
// external, so `outdir` must sit inside apps/server to resolve them. Used by the build and by
// the crash test (apps/server/test/api/crash.test.ts), which starts the real process 21 times.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} outdir */
export async function bundleServer(outdir) {
  const esbuild = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps', 'server', 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@corkboard/'));
  await esbuild.build({
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      'media-worker': path.join(root, 'apps/server/src/media/media-worker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}
