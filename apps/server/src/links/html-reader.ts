// One streaming pass over a page that keeps only what pin metadata needs: <base>, <title>,
// <meta>, a few <link>s, JSON-LD scripts and <img> tags. Nothing is executed or rendered; the
// parser is fed in chunks so the work stops at fixed limits whatever the page holds.

import { Parser } from 'htmlparser2';

/** Pages are read up to here; the head and the JSON-LD of real pages sit well before it. */
export const MAX_HTML_CHARS = 5_000_000;
/** A JSON-LD script larger than this is skipped whole (a partial one would not parse). */
export const MAX_JSON_LD_CHARS = 1_000_000;
const MAX_JSON_LD_BLOCKS = 20;
const MAX_TAGS = 100_000;
const MAX_META_TAGS = 1_000;
const MAX_IMG_TAGS = 300;
const MAX_TITLE_CHARS = 10_000;
const CHUNK_CHARS = 64 * 1024;

/** A <meta> tag: its name (property, name or itemprop, lowercased) and content. */
export interface MetaTag {
  key: string;
  value: string;
}

export interface RawPage {
  baseHref: string | null;
  /** Text of the first document <title> (not an SVG one), entity-decoded. */
  title: string;
  /** In document order: og:image:width means the og:image just before it. */
  metas: MetaTag[];
  canonical: string | null;
  /** `<link rel="image_src">`, the pre-Open Graph way to name a page's image. */
  imageSrc: string | null;
  jsonLd: string[];
  /** Attributes of <img> tags, in document order. */
  imgs: Record<string, string>[];
}

/** Elements whose <title> is not the document's. */
const FOREIGN = new Set(['svg', 'math']);

function isJsonLdType(type: string | undefined): boolean {
  return (type ?? '').split(';')[0]?.trim().toLowerCase() === 'application/ld+json';
}

export function readHtml(html: string): RawPage {
  const page: RawPage = {
    baseHref: null,
    title: '',
    metas: [],
    canonical: null,
    imageSrc: null,
    jsonLd: [],
    imgs: [],
  };
  let tags = 0;
  let foreign = 0;
  let inTitle = false;
  let titleDone = false;
  /** Text of the JSON-LD script being read; null outside one or once it is too large. */
  let script: string | null = null;

  const parser = new Parser({
    onopentag(name, attribs) {
      tags += 1;
      if (FOREIGN.has(name)) foreign += 1;
      switch (name) {
        case 'base':
          if (page.baseHref === null && attribs.href) page.baseHref = attribs.href;
          break;
        case 'title':
          inTitle = foreign === 0 && !titleDone;
          break;
        case 'meta':
          addMeta(page, attribs);
          break;
        case 'link':
          addLink(page, attribs);
          break;
        case 'script':
          script =
            isJsonLdType(attribs.type) && page.jsonLd.length < MAX_JSON_LD_BLOCKS ? '' : null;
          break;
        case 'img':
          if (page.imgs.length < MAX_IMG_TAGS) page.imgs.push(attribs);
          break;
      }
    },
    ontext(text) {
      if (inTitle && page.title.length < MAX_TITLE_CHARS) page.title += text;
      // Past the limit the block is dropped rather than cut (cut JSON never parses).
      if (script !== null) {
        script = script.length + text.length > MAX_JSON_LD_CHARS ? null : script + text;
      }
    },
    onclosetag(name) {
      if (FOREIGN.has(name)) foreign = Math.max(0, foreign - 1);
      if (name === 'title' && inTitle) {
        inTitle = false;
        titleDone = true;
      }
      if (name === 'script') {
        if (script !== null && script.trim() !== '') page.jsonLd.push(script);
        script = null;
      }
    },
  });

  const input = html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html;
  for (let at = 0; at < input.length && tags < MAX_TAGS; at += CHUNK_CHARS) {
    parser.write(input.slice(at, at + CHUNK_CHARS));
  }
  parser.end();
  return page;
}

function addMeta(page: RawPage, attribs: Record<string, string>): void {
  const value = attribs.content;
  if (value === undefined || page.metas.length >= MAX_META_TAGS) return;
  // A tag may carry both (`<meta name="description" property="og:description">`).
  const keys = new Set(
    [attribs.property, attribs.name, attribs.itemprop]
      .map((key) => key?.trim().toLowerCase() ?? '')
      .filter((key) => key !== ''),
  );
  for (const key of keys) page.metas.push({ key, value });
}

function addLink(page: RawPage, attribs: Record<string, string>): void {
  const href = attribs.href;
  if (!href) return;
  const rels = (attribs.rel ?? '').toLowerCase().split(/\s+/);
  if (rels.includes('canonical') && page.canonical === null) page.canonical = href;
  if (rels.includes('image_src') && page.imageSrc === null) page.imageSrc = href;
}

/** The content of the first <meta> among `keys` (in that order of preference) with one. */
export function metaContent(metas: readonly MetaTag[], ...keys: string[]): string | null {
  for (const key of keys) {
    for (const meta of metas) if (meta.key === key && meta.value.trim() !== '') return meta.value;
  }
  return null;
}
