// The images a page offers to pin, best first: Open Graph, Twitter, the JSON-LD entity's
// images, <link rel="image_src">, then the <img> tags of the page. URLs are absolute http(s),
// deduplicated, and the obvious non-candidates (tracking pixels, data: URIs, formats the media
// pipeline refuses) are left out.

import { PIN_ALT_TEXT_MAX, PIN_LINK_MAX } from '@corkboard/domain';

import type { MetaTag, RawPage } from './html-reader';
import {
  isObject,
  listOf,
  numberOf,
  resolve,
  textOf,
  typesOf,
  urlOf,
  type JsonLdGraph,
} from './json-ld';
import { clipText, plainText } from './page-text';
import type { PrimaryEntity } from './rich-metadata';

export interface PageImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export const MAX_PAGE_IMAGES = 30;
const MAX_SIDE = 100_000;
/** The pipeline decodes JPEG, PNG, GIF and WebP only (media/inspect.ts). */
const REFUSED_EXTENSION = /\.(?:svgz?|ico|tiff?|bmp|avif|heic|heif)$/i;
const PIXEL_NAME = /(?:^|[/_.-])(?:pixel|spacer|blank|1x1|transparent|tracking)\.(?:gif|png)$/i;

/** An absolute http(s) URL without its fragment, or null. */
export function httpUrl(raw: string | null | undefined, base: URL | null): string | null {
  if (!raw || raw.length > PIN_LINK_MAX) return null;
  try {
    const url = base ? new URL(raw.trim(), base) : new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href.length <= PIN_LINK_MAX ? url.href : null;
  } catch {
    return null;
  }
}

function side(value: unknown): number | undefined {
  const text = typeof value === 'string' ? value.trim().replace(/px$/i, '') : value;
  const n = numberOf(text);
  return n !== null && n > 0 && n <= MAX_SIDE ? Math.round(n) : undefined;
}

interface Candidate {
  url: string | null | undefined;
  width?: unknown;
  height?: unknown;
  alt?: string | null;
}

class ImageList {
  readonly items: PageImage[] = [];
  private readonly byUrl = new Map<string, PageImage>();

  constructor(private readonly base: URL | null) {}

  get full(): boolean {
    return this.items.length >= MAX_PAGE_IMAGES;
  }

  add(candidate: Candidate): void {
    const url = httpUrl(candidate.url, this.base);
    if (url === null || this.full) return;
    const path = new URL(url).pathname;
    if (REFUSED_EXTENSION.test(path) || PIXEL_NAME.test(path)) return;
    const width = side(candidate.width);
    const height = side(candidate.height);
    const alt = clipText(plainText(candidate.alt), PIN_ALT_TEXT_MAX) || undefined;
    const seen = this.byUrl.get(url);
    // The same image named twice: the first mention keeps its place, gaps are filled.
    const image = seen ?? { url };
    if (image.width === undefined && width !== undefined) image.width = width;
    if (image.height === undefined && height !== undefined) image.height = height;
    if (image.alt === undefined && alt !== undefined) image.alt = alt;
    if (!seen) {
      this.byUrl.set(url, image);
      this.items.push(image);
    }
  }
}

interface OgImage {
  url?: string;
  secure?: string;
  width?: string;
  height?: string;
  alt?: string;
}

/** og:image groups: og:image (or og:image:url) opens one, the structured tags after it add to it. */
function ogImages(metas: readonly MetaTag[]): OgImage[] {
  const groups: OgImage[] = [];
  for (const { key, value } of metas) {
    const current = groups[groups.length - 1];
    if (key === 'og:image' || key === 'og:image:url') {
      // og:image:url right after og:image is the same image said twice.
      if (current && (current.url === value || current.url === undefined)) current.url = value;
      else groups.push({ url: value });
    } else if (key === 'og:image:secure_url') {
      if (current && current.secure === undefined) current.secure = value;
      else groups.push({ secure: value });
    } else if (current && key === 'og:image:width') current.width = value;
    else if (current && key === 'og:image:height') current.height = value;
    else if (current && key === 'og:image:alt') current.alt = value;
  }
  return groups;
}

/** ImageObject, URL text, or a list of either. */
function jsonLdImages(graph: JsonLdGraph, value: unknown, list: ImageList): void {
  for (const item of listOf(value).slice(0, MAX_PAGE_IMAGES)) {
    const image = resolve(graph, item);
    if (isObject(image)) {
      list.add({
        url: urlOf(image.url) ?? urlOf(image.contentUrl),
        width: image.width,
        height: image.height,
        alt: textOf(image.caption),
      });
    } else list.add({ url: urlOf(image) });
  }
}

/** The largest candidate of a srcset (by width descriptor, else by density) and its width. */
export function largestSrcset(srcset: string | undefined): { url: string; width?: number } | null {
  if (!srcset) return null;
  const text = srcset.slice(0, 20_000);
  let best: { url: string; size: number; byWidth: boolean } | null = null;
  // Each candidate is a URL (which may hold commas) then, unless the URL ended with a comma,
  // descriptors up to the next comma (the HTML srcset parsing steps, without parentheses).
  const url = /[\s,]*(\S+)/y;
  const rest = /[^,]*/y;
  while (url.lastIndex < text.length) {
    const match = url.exec(text);
    if (!match?.[1]) break;
    let candidate = match[1];
    let descriptors = '';
    if (candidate.endsWith(',')) candidate = candidate.replace(/,+$/, '');
    else {
      rest.lastIndex = url.lastIndex;
      descriptors = rest.exec(text)?.[0] ?? '';
      url.lastIndex = rest.lastIndex;
    }
    if (!candidate) continue;
    const w = /(\d+)w\b/.exec(descriptors);
    const x = /(\d+(?:\.\d+)?)x\b/.exec(descriptors);
    const byWidth = w !== null;
    const size = Number(w?.[1] ?? x?.[1] ?? 1);
    const better =
      best === null || (byWidth && !best.byWidth) || (byWidth === best.byWidth && size > best.size);
    if (better) best = { url: candidate, size, byWidth };
  }
  if (!best) return null;
  return best.byWidth ? { url: best.url, width: best.size } : { url: best.url };
}

const isDataUri = (url: string | undefined): boolean => /^\s*data:/i.test(url ?? '');

function imgCandidate(attrs: Record<string, string>): Candidate | null {
  const width = side(attrs.width);
  const height = side(attrs.height);
  // Tracking pixels and spacers declare themselves by their size.
  if ((width !== undefined && width <= 2) || (height !== undefined && height <= 2)) return null;
  const set = [largestSrcset(attrs.srcset), largestSrcset(attrs['data-srcset'])].find(
    (c) => c !== null && !isDataUri(c.url),
  );
  if (set) {
    // The width attribute is the layout size; the descriptor is the file's, so scale by it.
    const scaled = set.width && width && height ? (height * set.width) / width : undefined;
    return set.width
      ? { url: set.url, width: set.width, height: scaled, alt: attrs.alt }
      : { url: set.url, alt: attrs.alt };
  }
  // Lazy loaders keep the real image in data-* and a placeholder in src.
  const lazy = [attrs['data-src'], attrs['data-lazy-src'], attrs['data-original']];
  const src = [...lazy, attrs.src].find((u) => u && !isDataUri(u));
  if (!src) return null;
  return { url: src, width, height, alt: attrs.alt };
}

export function pageImages(
  page: RawPage,
  graph: JsonLdGraph,
  entity: PrimaryEntity | null,
  base: URL | null,
): PageImage[] {
  const list = new ImageList(base);
  for (const og of ogImages(page.metas)) {
    const secure = httpUrl(og.secure, base)?.startsWith('https:') ? og.secure : undefined;
    list.add({ url: secure ?? og.url, width: og.width, height: og.height, alt: og.alt });
  }
  const twitterAlt = page.metas.find((m) => m.key === 'twitter:image:alt')?.value;
  for (const { key, value } of page.metas) {
    if (key === 'twitter:image' || key === 'twitter:image:src') {
      list.add({ url: value, alt: twitterAlt });
    }
  }
  const pages = graph.nodes.filter((n) => typesOf(n).some((t) => t.endsWith('page')));
  for (const node of [entity?.node, ...pages.slice(0, 5)]) {
    if (!node) continue;
    jsonLdImages(graph, node.image, list);
    jsonLdImages(graph, node.primaryImageOfPage, list);
    jsonLdImages(graph, node.thumbnailUrl, list);
  }
  list.add({ url: page.imageSrc });
  for (const attrs of page.imgs) {
    if (list.full) break;
    const candidate = imgCandidate(attrs);
    if (candidate) list.add(candidate);
  }
  return list.items;
}
