// A URL as the link verdict reads it (packages/domain links/link-verdict.ts): parsed by the
// WHATWG URL parser (which also turns an IDN host into punycode), the public-suffix list
// (tldts) for the registrable domain, ipaddr.js for IP literals, and Node's punycode decoder
// (url.domainToUnicode) for the look-alike check. No hand-written host parsing.
import { domainToUnicode } from 'node:url';
import type { ParsedLink } from '@corkboard/domain';
import ipaddr from 'ipaddr.js';
import { parse as parseDomain } from 'tldts';

/** The parsed link, or null when `text` is no absolute URL. */
export function parseLink(text: string): ParsedLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  // An IPv6 literal keeps its brackets in `hostname`.
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  const isIp = host !== '' && ipaddr.isValid(host);
  const parsed = isIp ? null : parseDomain(host, { allowPrivateDomains: true });
  const registrable = parsed?.domain ?? null;
  const label = parsed?.domainWithoutSuffix ? domainToUnicode(parsed.domainWithoutSuffix) : null;
  return {
    href: url.href,
    protocol: url.protocol,
    host,
    path: `${url.pathname}${url.search}`,
    hasUserInfo: url.username !== '' || url.password !== '',
    isIp,
    registrable,
    label: label === '' ? (parsed?.domainWithoutSuffix ?? null) : label,
  };
}
