// The one guarded fetcher every server-side request goes through (docs/DESIGN.md §5): image by URL,
// link previews, link checks. Create one per process from config and share it; it keeps a
// connection pool, so close() it on shutdown.
import {
  createGuardedFetchCore,
  type GuardedFetch,
  type GuardedFetcherOptions,
} from './fetch-core';
import { fetchImageWith, type FetchedImage, type FetchImageOptions } from './fetch-image';
import { fetchPageWith, type FetchedPage, type FetchPageOptions } from './fetch-page';

export interface GuardedFetcher {
  /** Any body, refused past maxBytes (10 MB unless the call or the fetcher says otherwise). */
  fetch: GuardedFetch;
  /** A JPEG, PNG, WebP or GIF by its signature bytes, at most 10 MB; else `not_an_image`. */
  fetchImage(url: string | URL, options?: FetchImageOptions): Promise<FetchedImage>;
  /** An HTML page decoded to text, cut at 2 MB; other content types are `not_a_page`. */
  fetchPage(url: string | URL, options?: FetchPageOptions): Promise<FetchedPage>;
  /** Closes pooled connections and fails any fetch still running (for shutdown and tests). */
  close(): Promise<void>;
}

export function createGuardedFetcher(options: GuardedFetcherOptions = {}): GuardedFetcher {
  const core = createGuardedFetchCore(options);
  return {
    fetch: core.fetch,
    fetchImage: (url, imageOptions) => fetchImageWith(core.fetch, url, imageOptions),
    fetchPage: (url, pageOptions) => fetchPageWith(core.fetch, url, pageOptions),
    close: core.close,
  };
}
