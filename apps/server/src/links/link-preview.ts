// "Saving from a URL" (issue 5): a pasted address is an image or a page. A page is read for
// its images (og:image first), title, description, domain and rich metadata; the preview is
// kept for ten minutes so the pin made from it carries the same rich metadata without a second
// fetch (the server never trusts rich data sent by the client).
import type { LinkPreview } from '@corkboard/contracts';
import { domainFromUrl } from '@corkboard/domain';
import { isGuardedFetchError, type GuardedFetcher } from '../net/index';
import { extractPageMetadata } from './page-metadata';
import { pinRichColumns, type PinRichColumns } from './pin-rich-columns';
import { previewImageSigner } from './preview-image-route';

const KEEP_MS = 10 * 60_000;
const KEEP_MAX = 500;

interface Kept {
  at: number;
  columns: PinRichColumns;
}

export interface LinkPreviewer {
  preview(url: string): Promise<LinkPreview>;
  /** Signs the addresses of offered images for the preview image route. */
  signer: ReturnType<typeof previewImageSigner>;
  /** Rich columns of a page previewed in the last ten minutes, by its address. */
  richColumnsFor(link: string): PinRichColumns | null;
}

export function createLinkPreviewer(
  fetcher: GuardedFetcher,
  secret: string | null,
  now = Date.now,
): LinkPreviewer {
  const signer = previewImageSigner(secret);
  // Sizes a page declares are not checked, so none are passed on (no layout built on them).
  const offered = (url: string, alt?: string) => ({
    url,
    preview_url: signer.urlFor(url),
    ...(alt ? { alt } : {}),
  });
  const kept = new Map<string, Kept>();
  const keep = (urls: string[], columns: PinRichColumns) => {
    for (const url of urls) {
      kept.delete(url);
      kept.set(url, { at: now(), columns });
    }
    while (kept.size > KEEP_MAX) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
  };

  async function preview(url: string): Promise<LinkPreview> {
    try {
      const page = await fetcher.fetchPage(url);
      const meta = extractPageMetadata(page.html, page.finalUrl);
      const columns = pinRichColumns(meta);
      const link = meta.link ?? page.finalUrl;
      keep([...new Set([url, page.finalUrl, link])], columns);
      return {
        kind: 'page',
        url: link,
        domain: domainFromUrl(link) ?? meta.domain ?? '',
        title: meta.title,
        description: meta.description,
        images: meta.images.map((image) => offered(image.url, image.alt)),
        rich_metadata: columns.rich_metadata,
      };
    } catch (error) {
      if (!isGuardedFetchError(error) || error.code !== 'not_a_page') throw error;
    }
    const image = await fetcher.fetchImage(url);
    return {
      kind: 'image',
      url: image.finalUrl,
      domain: domainFromUrl(image.finalUrl) ?? '',
      title: '',
      description: '',
      images: [offered(image.finalUrl)],
      rich_metadata: null,
    };
  }

  return {
    preview,
    signer,
    richColumnsFor(link) {
      const entry = kept.get(link);
      if (!entry || now() - entry.at > KEEP_MS) return null;
      return entry.columns;
    },
  };
}
