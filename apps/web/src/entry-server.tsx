// Server rendering: match the route, prefetch its data in-process into a QueryClient, then
// stream the whole document with the dehydrated cache and the viewer in an inline script.
// The Fastify server calls render() once per page request.
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { SsrRenderContext, SsrRenderResult } from '@corkboard/contracts';
import { API_ERRORS, matchRoute, themeFor } from '@corkboard/domain';
import { ApiError, appData, isApiError } from './api/client';
import { createQueryClient, type ResourceKey } from './api/queries';
import { preloadAllCardParts } from './components/pin-card/card-parts';
import { Root } from './Root';
import { PAGE_MODULES } from './routes/page-modules';
import { PAGE_SOURCES } from './routes/page-sources';
import { prefetchPage, resolvePage, type Prefetcher } from './routes/pages';
import { pageAssets } from './ssr/assets';
import { codeLoaderScript } from './ssr/code-loader';
import {
  serializeState,
  stateScript,
  type InitialState,
  type SsrError,
} from './state/initial-state';

/** What the server hands render() (packages/contracts ssr.ts, the seam both sides type). */
export type RenderContext = SsrRenderContext;
export type RenderResult = SsrRenderResult;

/**
 * docs/API.md §2: "`orig` is left out for crawlers". Drops `images.orig` anywhere in the data; the
 * shape is otherwise the same (every image size is optional on the wire).
 */
export function withoutOrig<T>(value: T): T {
  return strip(value, false) as T;
}

function strip(value: unknown, inImages: boolean): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => strip(item, inImages));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (inImages && key === 'orig') continue;
    out[key] = strip(item, key === 'images');
  }
  return out;
}

function serverPrefetcher(ctx: RenderContext, queryClient: QueryClient): Prefetcher {
  const load = async (key: ResourceKey) => {
    const [, name, options] = key;
    let answer: Awaited<ReturnType<RenderContext['fetchResource']>>;
    try {
      answer = await ctx.fetchResource(name, 'get', options);
    } catch (error) {
      console.error(error);
      throw new ApiError('internal', 500, API_ERRORS.internal);
    }
    if (!answer.ok) throw new ApiError(answer.code, answer.status, answer.message);
    // The same answer as the API's and the same expansion as the browser's (api/client.ts).
    const data = appData(name, options, answer.data);
    return { data: ctx.isBot ? withoutOrig(data) : data, bookmark: answer.bookmark };
  };
  return {
    async single(query) {
      const { data } = await load(query.queryKey);
      queryClient.setQueryData(query.queryKey as QueryKey, data);
      return data as never;
    },
    async feed(query) {
      const { data, bookmark } = await load(query.queryKey);
      const page = bookmark === undefined ? { data } : { data, bookmark };
      queryClient.setQueryData(query.queryKey as QueryKey, { pages: [page], pageParams: [null] });
    },
  };
}

function splitUrl(url: string): { pathname: string; search: string } {
  try {
    const parsed = new URL(url, 'http://localhost');
    return { pathname: parsed.pathname, search: parsed.search.replace(/^\?/, '') };
  } catch {
    return { pathname: '/', search: '' };
  }
}

function toSsrError(path: string, error: unknown): SsrError {
  if (isApiError(error)) {
    const status = error.status >= 400 && error.status < 600 ? error.status : 500;
    return { path, status, code: error.code, message: error.message };
  }
  console.error(error);
  return { path, status: 500, code: 'internal', message: API_ERRORS.internal };
}

export async function render(ctx: RenderContext): Promise<RenderResult> {
  const { pathname, search } = splitUrl(ctx.url);
  const queryClient = createQueryClient();
  const route = resolvePage(matchRoute(pathname), ctx.viewer, search);
  const module = route ? PAGE_MODULES[route.page] : null;

  let status = route ? 200 : 404;
  let error: SsrError | null = null;
  // Lazy parts render complete on the server (components/lazy/preloadable.ts).
  await preloadAllCardParts();
  if (route && module) {
    const [, failure] = await Promise.all([
      module.preload(),
      prefetchPage(route, serverPrefetcher(ctx, queryClient), ctx.viewer).then(
        () => null,
        (reason: unknown) => reason ?? new Error('prefetch failed'),
      ),
    ]);
    if (failure) {
      error = toSsrError(pathname, failure);
      status = error.status;
    }
  }

  const { entry, modulepreload, ...assets } = pageAssets(
    ctx.manifest,
    ctx.assetBase,
    error || !route ? null : PAGE_SOURCES[route.page],
  );
  const state: InitialState = {
    app: {
      viewer: ctx.viewer,
      isBot: ctx.isBot,
      touchScreen: ctx.touchScreen,
      internalNetwork: ctx.internalNetwork,
      publicUrl: ctx.publicUrl,
      experiments: ctx.experiments,
    },
    queries: dehydrate(queryClient),
    assets,
    // Spec 001 §4 (reqs 001-4.24, 001-4.25): the viewer's flag, else the visit's inference.
    theme: themeFor(ctx.viewer, ctx.experiments),
    error,
  };

  return new Promise<RenderResult>((resolve, reject) => {
    let settled = false;
    const ready = () => {
      if (settled) return;
      settled = true;
      resolve({ status, pipe: (w) => void stream.pipe(w), abort: () => stream.abort() });
    };
    const stream = renderToPipeableStream(
      <Root state={state} queryClient={queryClient} ssrPath={pathname} ssrSearch={search} />,
      {
        nonce: ctx.nonce,
        // Never outline a large boundary behind its fallback: the page is complete in the
        // shell, so the first paint is the final layout (no spinner flash, no shift).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // The state, then the code once the first screen has painted (ssr/code-loader.ts).
        bootstrapScriptContent:
          stateScript(state, ctx.consent) +
          codeLoaderScript({ entry, modules: modulepreload }, serializeState),
        // Crawlers get the complete HTML; people get the shell as soon as it is ready.
        onShellReady() {
          if (!ctx.isBot) ready();
        },
        onAllReady() {
          if (ctx.isBot) ready();
        },
        onShellError(reason) {
          if (settled) return;
          settled = true;
          reject(reason instanceof Error ? reason : new Error(String(reason)));
        },
      },
    );
  });
}
