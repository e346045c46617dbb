// Builds the web app (Vite: client and SSR) and bundles the server (esbuild) into dist folders.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, root, run } from './lib.mjs';
import { precompressAssets } from './precompress.mjs';
import { bundleServer } from './server-bundle.mjs';

const SOURCES = [
  'packages',
  'apps/server/src',
  'apps/web',
  'scripts/build.mjs',
  'scripts/precompress.mjs',
  'scripts/server-bundle.mjs',
];
const stampFile = path.join(root, 'apps', 'server', 'dist', '.build-stamp');

export function buildIsFresh() {
  try {
    return Number(readFileSync(stampFile, 'utf8')) >= newestMtime(SOURCES);
  } catch {
    return false;
  }
}

export async function build() {
  const started = Date.now();
  const web = path.join(root, 'apps', 'web');
  if ((await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: web })) !== 0)
    throw new Error('web client build failed');
  const packed = precompressAssets(path.join(web, 'dist', 'client', 'assets'));
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `Precompressed ${packed.files} assets: ${kb(packed.bytes)} -> ${kb(packed.brBytes)} br, ${kb(packed.gzBytes)} gzip`,
  );
  if (
    (await run(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        'dist/server',
        '--logLevel',
        'warn',
      ],
      { cwd: web },
    )) !== 0
  ) {
    throw new Error('web SSR build failed');
  }
  await bundleServer(path.join(root, 'apps/server/dist'));
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, String(Date.now()));
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
