// The internal-host allowlist (FETCH_ALLOW_HOSTS, off by default). An entry is `host` or
// `host:port`; host is a DNS name, an IPv4 address or a bracketed IPv6 address. A URL whose
// host (after WHATWG normalisation) equals an entry's host, and whose port equals the entry's
// port when it names one, skips the public-address check: this is how tests serve pages from
// 127.0.0.1:<port>, and how an operator lets Corkboard fetch from one internal service while
// every other loopback and private address stays refused. Matching is by the URL's host, not by
// what it resolves to, so a public name that resolves to an allowlisted IP is still refused.

export interface AllowHostEntry {
  /** Normalised like a URL hostname: lower case, IPv4 in dotted decimal, IPv6 in brackets. */
  host: string;
  /** null: any port on this host. */
  port: number | null;
}

// ASCII names only (use punycode for IDNs); no wildcards or ranges, one host per entry.
const ENTRY_PATTERN = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/;

/** Parses one entry; null when it is not a plain `host` or `host:port`. */
export function parseAllowHostEntry(raw: string): AllowHostEntry | null {
  const match = ENTRY_PATTERN.exec(raw.trim());
  if (!match) return null;
  const [, hostPart = '', portPart] = match;
  let host: string;
  try {
    // Parse the host alone: a port would let URL drop a default one (`:80`) and lose it.
    const url = new URL(`http://${hostPart}/`);
    if (url.port !== '' || url.pathname !== '/' || url.username !== '') return null;
    host = normaliseHostname(url.hostname);
  } catch {
    return null;
  }
  if (portPart === undefined) return { host, port: null };
  const port = Number(portPart);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  return { host, port };
}

export function formatAllowHostEntry(entry: AllowHostEntry): string {
  return entry.port === null ? entry.host : `${entry.host}:${entry.port}`;
}

export type AllowHostsParse =
  { ok: true; entries: AllowHostEntry[] } | { ok: false; invalid: string[] };

/** Parses a comma-separated list (the FETCH_ALLOW_HOSTS format); empty means off. */
export function parseAllowHostList(raw: string): AllowHostsParse {
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parseAllowHosts(parts);
}

export function parseAllowHosts(items: readonly string[]): AllowHostsParse {
  const entries: AllowHostEntry[] = [];
  const invalid: string[] = [];
  for (const item of items) {
    const entry = parseAllowHostEntry(item);
    if (entry) entries.push(entry);
    else invalid.push(item);
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, entries };
}

/**
 * True when the allowlist names this host and port. `hostname` is as URL (or undici's
 * connector, which drops IPv6 brackets) reports it; `port` is the effective port.
 */
export function isAllowlisted(
  entries: readonly AllowHostEntry[],
  hostname: string,
  port: number,
): boolean {
  if (entries.length === 0) return false;
  const bracketed = hostname.includes(':') && !hostname.startsWith('[');
  const host = normaliseHostname(bracketed ? `[${hostname}]` : hostname);
  return entries.some(
    (entry) => entry.host === host && (entry.port === null || entry.port === port),
  );
}

/** `Example.com.` and `example.com` are one host. */
function normaliseHostname(hostname: string): string {
  const lower = hostname.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}
