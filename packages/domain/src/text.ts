// Text and name rules of spec 000 §5 "Text and names" (reqs 000-5.08 to 000-5.16; and 002 §5).
// Lengths count Unicode code points, so an emoji is one character and is never split into broken
// surrogates.

import {
  DOMAIN_LABEL_HOVER_MAX,
  DOMAIN_LABEL_MAX,
  FOLLOW_NAME_MAX,
  GRID_DESCRIPTION_MAX,
  GRID_TITLE_MAX,
  NEWER_STYLE_TITLE_MAX,
  OVERLAY_BOARD_NAME_MAX,
  RICH_DESCRIPTION_MIN_EXCLUSIVE,
  SENDER_FIRST_NAME_MAX,
  TITLE_PASS_THROUGH,
  TRUNCATE_DEFAULT,
} from './limits';

export const ELLIPSIS = '…';

/** Length in code points (what every limit in this package counts). */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/** "Descriptions are trimmed and whitespace collapsed." */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts to `max` code points and appends the ellipsis, only when something was cut. Whitespace
 * left dangling before the ellipsis is dropped ("a …" reads as a mistake).
 */
export function truncate(
  text: string,
  max: number = TRUNCATE_DEFAULT,
  ellipsis = ELLIPSIS,
): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}${ellipsis}`;
}

/** "Titles shorter than 32 characters pass as they are"; longer ones are cut at 32. */
export function truncateTitle(title: string): string {
  return truncate(title, TITLE_PASS_THROUGH);
}

/** "Follow-names over 32 characters are cut with an ellipsis." */
export function truncateFollowName(name: string): string {
  return truncate(name, FOLLOW_NAME_MAX);
}

/** "Grid titles are cut at 200 characters". */
export function truncateGridTitle(title: string): string {
  return truncate(title, GRID_TITLE_MAX);
}

/** "... and descriptions at 496" (after trimming and collapsing whitespace). */
export function truncateGridDescription(description: string): string {
  return truncate(collapseWhitespace(description), GRID_DESCRIPTION_MAX);
}

/** "Title in the newer style is cut to 20 characters" (the 2-line clamp is CSS). */
export function truncateNewerStyleTitle(title: string): string {
  return truncate(title, NEWER_STYLE_TITLE_MAX);
}

/** "Overlay board and section names are cut to 22 characters." */
export function truncateOverlayName(name: string): string {
  return truncate(name, OVERLAY_BOARD_NAME_MAX);
}

/** "The domain label is cut to 27 characters (12 in the hover overlay)." */
export function truncateDomain(domain: string, where: 'footer' | 'hover' = 'footer'): string {
  return truncate(domain, where === 'hover' ? DOMAIN_LABEL_HOVER_MAX : DOMAIN_LABEL_MAX);
}

/**
 * "Sender first name is cut to 30 characters; if empty, no shared header is shown."
 * Returns the name to show, or null for no header.
 */
export function senderHeaderName(firstName: string | null | undefined): string | null {
  const name = collapseWhitespace(firstName ?? '');
  return name ? truncate(name, SENDER_FIRST_NAME_MAX) : null;
}

/**
 * "A rich description is used only if longer than 3 characters and different from the
 * display name." Returns the cleaned description, or null when it is not to be used.
 */
export function usableRichDescription(
  description: string | null | undefined,
  displayName: string | null | undefined,
): string | null {
  const text = collapseWhitespace(description ?? '');
  if (textLength(text) <= RICH_DESCRIPTION_MIN_EXCLUSIVE) return null;
  return text === collapseWhitespace(displayName ?? '') ? null : text;
}

const UNUSABLE_SOURCE_NAMES = new Set(['uploaded by user']);

/** '"Uploaded by user" is not a usable source name', nor is an empty one. */
export function isUsableSourceName(name: string | null | undefined): boolean {
  const text = collapseWhitespace(name ?? '');
  return text !== '' && !UNUSABLE_SOURCE_NAMES.has(text.toLowerCase());
}

function parseHttpUrl(url: string): URL | null {
  if (!/^https?:\/\//i.test(url.trim())) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.hostname ? parsed : null;
  } catch {
    return null;
  }
}

function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/** The domain label of a link: hostname without a leading www., or null if not http(s). */
export function domainFromUrl(url: string | null | undefined): string | null {
  const parsed = url ? parseHttpUrl(url) : null;
  return parsed ? bareHost(parsed.hostname) : null;
}

/**
 * "Links must begin with http or https and not be internal to count as external."
 * Internal means the product's own host, with or without www. and whatever the port;
 * `ownHost` may be a host ("corkboard.example:3000") or an origin ("https://corkboard.example").
 */
export function isExternalHttpLink(url: string | null | undefined, ownHost: string): boolean {
  const parsed = url ? parseHttpUrl(url) : null;
  if (!parsed) return false;
  const own = parseHttpUrl(ownHost) ?? parseHttpUrl(`http://${ownHost}`);
  return own === null || bareHost(parsed.hostname) !== bareHost(own.hostname);
}
