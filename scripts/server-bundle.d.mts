/** Bundles the server (`main.mjs`, `media-worker.mjs`) into `outdir` (inside apps/server). */
export function bundleServer(outdir: string): Promise<void>;
