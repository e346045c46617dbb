// Text taken from a page: always plain (never HTML), trimmed, whitespace collapsed, and
// clipped so it passes the pin schemas as it is.

import { Parser } from 'htmlparser2';

import { ELLIPSIS, collapseWhitespace } from '@corkboard/domain';

/** Tags whose content is never readable text. */
const HIDDEN_CONTENT = new Set(['script', 'style', 'template', 'noscript']);
/** Tags that do not separate words ("<b>Mac</b>aroni" stays one word). */
const INLINE_TAGS = new Set(['a', 'b', 'i', 'em', 'strong', 'span', 'small', 'sup', 'sub', 'u']);
/** Anything that looks like a tag in text that was already entity-decoded. */
const TAG_LIKE = /<\/?[a-z][^<>]*>/gi;

/**
 * Plain text of text that is already decoded (attribute values, <title>): tags some CMSs leak
 * into og:description ("&lt;p&gt;Hello") are dropped, nothing is decoded a second time.
 */
export function plainText(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.includes('<') ? value.replace(TAG_LIKE, ' ') : value;
  return collapseWhitespace(text);
}

/**
 * Plain text of an HTML fragment (JSON-LD strings are raw: "Mac &amp; Cheese", "<p>Hi</p>"):
 * entities decoded and tags dropped by the same parser that reads the page.
 */
export function fragmentText(value: string | null | undefined): string {
  if (!value) return '';
  if (!value.includes('<') && !value.includes('&')) return collapseWhitespace(value);
  let out = '';
  let hidden = 0;
  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN_CONTENT.has(name)) hidden += 1;
      else if (!INLINE_TAGS.has(name)) out += ' ';
    },
    onclosetag(name) {
      if (HIDDEN_CONTENT.has(name)) hidden = Math.max(0, hidden - 1);
      else if (!INLINE_TAGS.has(name)) out += ' ';
    },
    ontext(text) {
      if (hidden === 0) out += text;
    },
  });
  parser.write(value);
  parser.end();
  return collapseWhitespace(out);
}

/**
 * Cuts text to `max` UTF-16 units, ellipsis included: the pin schemas count `.length` while
 * the domain counts code points, and units are never fewer, so this satisfies both. A
 * surrogate pair is never split.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max - ELLIPSIS.length) break;
    out += char;
  }
  return `${out.trimEnd()}${ELLIPSIS}`;
}

/** The first non-empty of several candidate texts, or null. */
export function firstText(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) if (candidate) return candidate;
  return null;
}
