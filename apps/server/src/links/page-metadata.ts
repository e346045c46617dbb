// Reads an HTML page and returns what a pin made from it needs: title, description, link,
// domain, site name, candidate images and rich metadata. Pure: the caller fetches the page
// (through the guarded fetcher) and passes its text and final URL.

import { PIN_DESCRIPTION_MAX, PIN_TITLE_MAX, domainFromUrl } from '@corkboard/domain';

import { metaContent, readHtml, type MetaTag } from './html-reader';
import { parseJsonLd, textOf, typesOf, type JsonLdGraph } from './json-ld';
import { httpUrl, pageImages, type PageImage } from './page-images';
import { clipText, firstText, plainText } from './page-text';
import { primaryEntity, richMetadata, type PageRich, type PrimaryEntity } from './rich-metadata';

export interface PageMetadata {
  /** og:title → twitter:title → JSON-LD name/headline → <title>; '' when none. */
  title: string;
  /** og:description → twitter:description → meta description → JSON-LD description; or ''. */
  description: string;
  /** Host of the page URL without "www.", or null when that URL is not http(s). */
  domain: string | null;
  /** Canonical URL, else og:url, else the page URL (http(s) only), or null. */
  link: string | null;
  /** og:site_name, else the JSON-LD WebSite name. */
  siteName: string | null;
  /** Candidate images, best first (at most MAX_PAGE_IMAGES). */
  images: PageImage[];
  rich: PageRich | null;
}

const SITE_NAME_MAX = 100;

const meta = (metas: readonly MetaTag[], ...keys: string[]): string =>
  plainText(metaContent(metas, ...keys));

function entityTitle(entity: PrimaryEntity | null): string | null {
  if (!entity) return null;
  const { node } = entity;
  return entity.type === 'article'
    ? (textOf(node.headline) ?? textOf(node.name))
    : (textOf(node.name) ?? textOf(node.headline));
}

function websiteName(graph: JsonLdGraph): string | null {
  const site = graph.nodes.find((n) => typesOf(n).includes('website'));
  return site ? textOf(site.name) : null;
}

function parsePageUrl(pageUrl: string): URL | null {
  const href = httpUrl(pageUrl, null);
  return href ? new URL(href) : null;
}

function extract(html: string, pageUrl: string): PageMetadata {
  const page = readHtml(html);
  const pageBase = parsePageUrl(pageUrl);
  const baseHref = httpUrl(page.baseHref, pageBase);
  const base = baseHref ? new URL(baseHref) : pageBase;
  const graph = parseJsonLd(page.jsonLd);
  const entity = primaryEntity(graph);
  const { metas } = page;

  const title = firstText(
    meta(metas, 'og:title'),
    meta(metas, 'twitter:title'),
    entityTitle(entity),
    plainText(page.title),
  );
  const description = firstText(
    meta(metas, 'og:description'),
    meta(metas, 'twitter:description'),
    meta(metas, 'description'),
    entity ? textOf(entity.node.description) : null,
  );
  const siteName = firstText(meta(metas, 'og:site_name'), websiteName(graph));
  return {
    title: clipText(title ?? '', PIN_TITLE_MAX),
    description: clipText(description ?? '', PIN_DESCRIPTION_MAX),
    domain: pageBase ? domainFromUrl(pageBase.href) : null,
    link:
      httpUrl(page.canonical, base) ??
      httpUrl(metaContent(metas, 'og:url'), base) ??
      pageBase?.href ??
      null,
    siteName: siteName ? clipText(siteName, SITE_NAME_MAX) : null,
    images: pageImages(page, graph, entity, base),
    rich: richMetadata(graph, entity, metas),
  };
}

/**
 * Metadata of the page at `pageUrl` (its final URL, after redirects) whose HTML is `html`.
 * Never throws: the page is untrusted input, and a page we cannot read still makes a pin.
 */
export function extractPageMetadata(html: string, pageUrl: string): PageMetadata {
  try {
    return extract(
      typeof html === 'string' ? html : '',
      typeof pageUrl === 'string' ? pageUrl : '',
    );
  } catch {
    const pageBase = typeof pageUrl === 'string' ? parsePageUrl(pageUrl) : null;
    return {
      title: '',
      description: '',
      domain: pageBase ? domainFromUrl(pageBase.href) : null,
      link: pageBase?.href ?? null,
      siteName: null,
      images: [],
      rich: null,
    };
  }
}
