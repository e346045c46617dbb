// `npm start`: install what is missing, build when sources changed, then run the server
// (which migrates, seeds the demo into an empty database and serves on PORT, default 3000).
import path from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

try {
  await ensureDependencies();
  const { build, buildIsFresh } = await import('./build.mjs');
  if (!buildIsFresh()) {
    console.log('Building Corkboard…');
    await build();
  }
  const code = await run(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
    env: { NODE_ENV: 'production', ...process.env },
  });
  process.exit(code);
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
