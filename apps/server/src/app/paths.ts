// Where the repository's built parts live, found from this module's location so the server
// works the same from TypeScript source (tests) and from the bundle in apps/server/dist.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i += 1) {
    if (existsSync(path.join(dir, 'apps', 'web')) && existsSync(path.join(dir, 'package.json'))) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const webDist = () => path.join(repoRoot(), 'apps', 'web', 'dist');
