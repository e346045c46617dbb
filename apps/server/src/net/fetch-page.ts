// Link previews read HTML pages. Only the start of a page matters for a preview (its <head>),
// so a page past the cap is cut there rather than refused; non-HTML answers are refused from
// their headers, before the body is read.
import { GuardedFetchError } from './fetch-error';
import type {
  GuardedFetch,
  GuardedFetchOptions,
  GuardedResponse,
  GuardedResponseInfo,
} from './fetch-core';

export const PAGE_MAX_BYTES = 2 * 1024 * 1024;

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const PAGE_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1';

export interface FetchedPage extends Omit<GuardedResponse, 'body'> {
  /** The page decoded to text with the charset it declares (UTF-8 when none or unknown). */
  html: string;
  /** The WHATWG encoding name used to decode, e.g. `utf-8`, `windows-1252`. */
  charset: string;
}

export type FetchPageOptions = Pick<GuardedFetchOptions, 'maxBytes' | 'deadlineMs'>;

export async function fetchPageWith(
  fetch: GuardedFetch,
  url: string | URL,
  options: FetchPageOptions = {},
): Promise<FetchedPage> {
  const checkResponse = (info: GuardedResponseInfo) => {
    if (info.contentType === null || !PAGE_TYPES.has(info.contentType)) {
      throw new GuardedFetchError('not_a_page', { url: info.url });
    }
  };
  const { body, ...rest } = await fetch(url, {
    accept: PAGE_ACCEPT,
    maxBytes: options.maxBytes ?? PAGE_MAX_BYTES,
    deadlineMs: options.deadlineMs,
    overflow: 'truncate',
    checkResponse,
  });
  const decoder = decoderFor(rest.contentTypeHeader, body);
  return { ...rest, html: decoder.decode(body), charset: decoder.encoding };
}

/** A BOM first, then the header charset, then a <meta> in the first 1024 bytes (HTML prescan). */
function decoderFor(contentTypeHeader: string | null, body: Buffer): TextDecoder {
  const bomCharset = sniffBom(body);
  const label =
    bomCharset ?? charsetParam(contentTypeHeader) ?? metaCharset(body.subarray(0, 1024));
  try {
    return new TextDecoder(label ?? 'utf-8');
  } catch {
    // An unknown label is the page's mistake; UTF-8 is the web's default.
    return new TextDecoder('utf-8');
  }
}

function sniffBom(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

function charsetParam(header: string | null): string | null {
  const match = header ? /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header) : null;
  return match?.[1] ?? null;
}

function metaCharset(head: Buffer): string | null {
  // latin1 maps bytes 1:1, so ASCII markup is found whatever the real encoding is.
  const text = head.toString('latin1');
  const label = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(text)?.[1] ?? null;
  // The prescan found ASCII markup, so a UTF-16 claim is wrong (HTML spec: use UTF-8).
  return label && /^utf-16/i.test(label) ? 'utf-8' : label;
}
