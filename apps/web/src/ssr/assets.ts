// Reading the Vite client manifest (dist/client/.vite/manifest.json): which JS and CSS a page
// needs, as URLs under the server's asset base.
import type { SsrManifest, SsrManifestChunk } from '@corkboard/contracts';
import type { PageAssets } from '../state/initial-state';

/** The Vite client manifest, as the server reads it (the SSR seam, packages/contracts). */
export type ManifestChunk = SsrManifestChunk;
export type Manifest = SsrManifest;

/** The client entry's key in the manifest (its path from apps/web). */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * Manifest files are relative to dist/client and start with `assets/`; the server serves
 * dist/client/assets at `assetBase` (e.g. '/assets/' or a CDN URL ending in '/assets/').
 */
export function assetUrl(assetBase: string, file: string): string {
  const base = assetBase.endsWith('/') ? assetBase : `${assetBase}/`;
  return `${base}${file.replace(/^assets\//, '')}`;
}

export interface ResolvedAssets extends PageAssets {
  /** The client entry module (ssr/code-loader.ts adds it). */
  entry: string;
  /** JS module URLs to preload: the entry chunk, its imports, the route's chunk. */
  modulepreload: string[];
}

/**
 * The entry chunk and its static imports, plus the page's own chunk and its static imports:
 * all modulepreloaded, with every stylesheet they carry. Dynamic imports are not followed.
 */
export function pageAssets(
  manifest: Manifest,
  assetBase: string,
  pageSrc?: string | null,
): ResolvedAssets {
  const entryKey =
    (manifest[CLIENT_ENTRY] ? CLIENT_ENTRY : undefined) ??
    Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) {
    throw new Error(`${CLIENT_ENTRY} is not in the Vite manifest: run the client build first`);
  }
  const css = new Set<string>();
  const modulepreload = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    modulepreload.add(assetUrl(assetBase, chunk.file));
    for (const sheet of chunk.css ?? []) css.add(assetUrl(assetBase, sheet));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  if (pageSrc) visit(pageSrc);
  return {
    entry: assetUrl(assetBase, entry.file),
    css: [...css],
    modulepreload: [...modulepreload],
  };
}
