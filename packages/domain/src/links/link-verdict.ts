// One verdict for an outbound URL (issue 14; spec 000 §5 "Links and clickthrough", 001 §5,
// API.md "Outbound links"): allowed, suspicious, blocked or porn, with a reason a person can
// read. It answers from local data only (the operator's rules and imported lists, held in an
// index, and rules on the URL's shape), so a click never waits on the network.
import { LINK_REASONS } from '../copy/links-ui';
import type { RedirectStatus } from '../limits';
import { imitatedDomain, isMixedScript } from './look-alikes';

export type LinkVerdict = RedirectStatus;

/** A rule of the block list: a domain (and its subdomains) or a URL prefix. */
export interface LinkRule {
  id: string;
  match: 'domain' | 'prefix';
  /** A domain ("evil.example") or a URL prefix ("https://host.example/path/"). */
  value: string;
  verdict: LinkVerdict;
  /** What a person reads; '' takes the verdict's default (LINK_REASONS.listed). */
  reason: string;
  /** null: the operator's own rule; else the imported list it came from. */
  source: string | null;
}

/**
 * A URL as the verdict reads it, parsed by the server with its libraries (WHATWG URL, the
 * public-suffix list, punycode decoding). null: not a URL at all.
 */
export interface ParsedLink {
  href: string;
  /** 'https:' */
  protocol: string;
  /** ASCII (punycode) hostname, lower case, no trailing dot. */
  host: string;
  /** The hostname's path and query: what a prefix rule is matched against. */
  path: string;
  hasUserInfo: boolean;
  isIp: boolean;
  /** The registrable domain (ASCII), null for an IP or a bare public suffix. */
  registrable: string | null;
  /** The registrable domain's name part, decoded to Unicode ("pаypal"). */
  label: string | null;
}

export interface LinkDecision {
  verdict: LinkVerdict;
  /** '' when allowed. */
  reason: string;
  /** The rule that decided, when one did. */
  rule: LinkRule | null;
}

/** The rules by what they match: domain → its rules; host → its prefix rules. */
export interface LinkRuleIndex {
  domains: ReadonlyMap<string, LinkRule>;
  prefixes: ReadonlyMap<string, readonly { path: string; rule: LinkRule }[]>;
}

/** A prefix rule's host and path, or null when the value is no http(s) URL. */
export function prefixParts(value: string): { host: string; path: string } | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { host: url.hostname.toLowerCase(), path: `${url.pathname}${url.search}` };
  } catch {
    return null;
  }
}

/** A domain rule's value as matched: lower case, no scheme, no trailing dot, no "www.". */
export function normalizeRuleDomain(value: string): string {
  return value.trim().toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
}

/**
 * Builds the index. Where two rules match the same value, the operator's own rule wins over an
 * imported one, so an operator can allow what a list blocks.
 */
export function linkRuleIndex(rules: readonly LinkRule[]): LinkRuleIndex {
  const domains = new Map<string, LinkRule>();
  const prefixes = new Map<string, { path: string; rule: LinkRule }[]>();
  const wins = (rule: LinkRule, held: LinkRule | undefined) =>
    !held || (held.source !== null && rule.source === null);
  for (const rule of rules) {
    if (rule.match === 'domain') {
      const key = normalizeRuleDomain(rule.value);
      if (wins(rule, domains.get(key))) domains.set(key, rule);
      continue;
    }
    const parts = prefixParts(rule.value);
    if (!parts) continue;
    const list = prefixes.get(parts.host) ?? [];
    const same = list.findIndex((p) => p.path === parts.path);
    if (same < 0) list.push({ path: parts.path, rule });
    else if (wins(rule, list[same]?.rule)) list[same] = { path: parts.path, rule };
    // Longest prefix first: the most specific rule decides.
    list.sort((a, b) => b.path.length - a.path.length);
    prefixes.set(parts.host, list);
  }
  return { domains, prefixes };
}

/** The most specific rule for a link: its URL prefix, else its host, else a parent domain. */
export function matchingRule(index: LinkRuleIndex, link: ParsedLink): LinkRule | null {
  for (const { path, rule } of index.prefixes.get(link.host) ?? []) {
    if (link.path.startsWith(path)) return rule;
  }
  const labels = link.host.split('.');
  for (let i = 0; i < labels.length; i += 1) {
    const rule = index.domains.get(labels.slice(i).join('.'));
    if (rule) return rule;
  }
  return null;
}

const decided = (verdict: LinkVerdict, reason: string, rule: LinkRule | null = null) => ({
  verdict,
  reason,
  rule,
});

/**
 * The verdict, in order: not a web link → blocked; a rule of the list (the operator's or an
 * imported one) → its verdict; then the URL's shape: a name before "@", a bare IP address, a
 * look-alike of a well-known site, a name mixing alphabets → suspicious; else allowed.
 */
export function linkVerdict(link: ParsedLink | null, index: LinkRuleIndex): LinkDecision {
  if (!link) return decided('blocked', LINK_REASONS.unreadable);
  if (link.protocol !== 'http:' && link.protocol !== 'https:') {
    return decided('blocked', LINK_REASONS.notHttp);
  }
  const rule = matchingRule(index, link);
  if (rule) {
    const reason =
      rule.verdict === 'allowed' ? '' : rule.reason || LINK_REASONS.listed[rule.verdict];
    return decided(rule.verdict, reason, rule);
  }
  if (link.hasUserInfo) return decided('suspicious', LINK_REASONS.userInfo);
  if (link.isIp) return decided('suspicious', LINK_REASONS.ipAddress);
  if (link.registrable && link.label) {
    const imitated = imitatedDomain(link.host, link.registrable, link.label);
    if (imitated) return decided('suspicious', LINK_REASONS.imitates(imitated));
    if (isMixedScript(link.label)) return decided('suspicious', LINK_REASONS.mixedScript);
  }
  return decided('allowed', '');
}
