// Initial JS and CSS for the home page, gzip (zlib level 9), from the Vite manifest: the client
// entry and everything it imports statically (recursively), plus the home route's chunk and
// its static imports (routes are lazy, but the server modulepreloads the current page's chunk,
// so the browser loads it before the grid is interactive). CSS: the `css` lists of the same
// chunks. Dynamic imports (other pages) are not counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_ROUTE = /^src\/routes\/home\//;

export function measureBundle(webDist) {
  const clientDir = path.join(webDist, 'client');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no Vite manifest at ${manifestFile}`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(`expected one client entry in the manifest, found ${entries.length}`);
  }
  const homeKeys = Object.keys(manifest).filter(
    (key) => HOME_ROUTE.test(key) || HOME_ROUTE.test(manifest[key].src ?? ''),
  );
  if (homeKeys.length === 0)
    throw new Error('no home route chunk (src/routes/home/*) in the manifest');

  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest import ${key} has no entry`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0][0]);
  for (const key of homeKeys) visit(key);

  const gz = (file) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const files = (set) =>
    [...set]
      .map((file) => ({ file, gzipBytes: gz(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const jsFiles = files(js);
  const cssFiles = files(css);
  const sum = (list) => list.reduce((total, f) => total + f.gzipBytes, 0);
  return {
    entry: entries[0][0],
    homeChunks: homeKeys,
    jsGzipBytes: sum(jsFiles),
    cssGzipBytes: sum(cssFiles),
    jsFiles,
    cssFiles,
  };
}
