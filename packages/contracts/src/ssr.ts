// The seam between the server and the web app's server renderer: what the server hands
// `render()` (apps/web entry-server.tsx) and what it answers. `fetchResource` runs a read
// in-process with the same validation and permissions as the HTTP API, and answers what the
// API would: grid items too, when asked (the web app expands them as its client does).
import type { GetOptions, GetWireData, ReadableResource } from './calls';
import type { ErrorCode } from './envelope';
import type { Me } from './wire';

export type SsrFetchAnswer<D> =
  | { ok: true; data: D; bookmark?: string }
  | { ok: false; status: number; code: ErrorCode; message: string };

export type SsrFetchResource = <N extends ReadableResource>(
  name: N,
  action: 'get',
  options: GetOptions<N>,
) => Promise<SsrFetchAnswer<GetWireData<N>>>;

/** One chunk of the Vite client manifest (dist/client/.vite/manifest.json). */
export interface SsrManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
}
export type SsrManifest = Record<string, SsrManifestChunk>;

export interface SsrRenderContext {
  /** Path + search of the request. */
  url: string;
  viewer: Me | null;
  /** Crawler: same HTML, no modals/upsells, orig images left out. */
  isBot: boolean;
  /** A phone's request (domain likelyTouchScreen): the first render assumes a touch screen. */
  touchScreen: boolean;
  /** The request came from the operator's INTERNAL_NETWORKS (the debug panel, req 000-2.27). */
  internalNetwork: boolean;
  /** e.g. http://localhost:3000, for canonical URLs. */
  publicUrl: string;
  /** Experiment name -> group. */
  experiments: Record<string, string>;
  /** Cookie consent for the page's scripts (domain consentAttribute): `unset` or `a1m0p1`. */
  consent: string;
  manifest: SsrManifest;
  /** '/assets/': where dist/client/assets is served. */
  assetBase: string;
  /** CSP nonce for the inline state script (and React's own inline scripts). */
  nonce: string;
  fetchResource: SsrFetchResource;
}

export interface SsrRenderResult {
  status: number;
  pipe: (w: NodeJS.WritableStream) => void;
  abort: () => void;
}

/** The built SSR entry's module. */
export interface SsrEntry {
  render(ctx: SsrRenderContext): Promise<SsrRenderResult>;
}
