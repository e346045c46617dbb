// image_url goes through here: an image is decided by its signature bytes, never by the
// Content-Type header or the file name, so an HTML error page or an SVG served as image/png is
// refused after its first few bytes instead of being downloaded to the cap.
import { sniffFormat } from '../media/inspect';
import type { AcceptedInputFormat } from '../media/presets';
import { GuardedFetchError } from './fetch-error';
import type { GuardedFetch, GuardedFetchOptions, GuardedResponse } from './fetch-core';

/** docs/DESIGN.md §5: images by URL are capped at 10 MB (uploads may be larger). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const IMAGE_ACCEPT = 'image/jpeg, image/png, image/webp, image/gif;q=0.9, */*;q=0.1';

export interface FetchedImage extends GuardedResponse {
  format: AcceptedInputFormat;
}

export type FetchImageOptions = Pick<GuardedFetchOptions, 'maxBytes' | 'deadlineMs'>;

export async function fetchImageWith(
  fetch: GuardedFetch,
  url: string | URL,
  options: FetchImageOptions = {},
): Promise<FetchedImage> {
  // checkHead sees the first 16 bytes: enough for every signature (WebP's, 12, is the longest).
  const checkHead = (head: Buffer) => {
    if (sniffFormat(head) === null) throw new GuardedFetchError('not_an_image');
  };
  const response = await fetch(url, {
    accept: IMAGE_ACCEPT,
    maxBytes: options.maxBytes ?? IMAGE_MAX_BYTES,
    deadlineMs: options.deadlineMs,
    overflow: 'refuse',
    checkHead,
  });
  const format = sniffFormat(response.body);
  if (format === null) throw new GuardedFetchError('not_an_image', { url: response.finalUrl });
  return { ...response, format };
}
