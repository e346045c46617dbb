// Rules a URL must pass before anything is resolved or connected: it parses (WHATWG, which
// also normalises numeric IPv4 forms), it is http(s), it carries no credentials, and its port
// is a standard web port unless the allowlist names the host.
import { isAllowlisted, type AllowHostEntry } from './allow-hosts';
import { GuardedFetchError } from './fetch-error';

/**
 * Ports are limited to 80 and 443 by default: link previews and image URLs live there, and
 * other ports would let a URL probe mail, database or admin services on public hosts.
 * Allowlisted hosts may use any port their entry permits.
 */
export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];

export interface UrlPolicy {
  allowHosts: readonly AllowHostEntry[];
  allowedPorts: readonly number[];
}

export interface CheckedUrl {
  url: URL;
  port: number;
  allowlisted: boolean;
}

export function effectivePort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** Throws GuardedFetchError for a URL that may not be fetched; `base` resolves redirects. */
export function checkUrl(input: string | URL, policy: UrlPolicy, base?: URL): CheckedUrl {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch (cause) {
    throw new GuardedFetchError('invalid_url', { cause });
  }
  const href = url.href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GuardedFetchError('scheme_not_allowed', { url: href });
  }
  if (url.username !== '' || url.password !== '') {
    // No `url` detail: it would carry the password into logs.
    throw new GuardedFetchError('credentials_not_allowed');
  }
  if (url.hostname === '') throw new GuardedFetchError('invalid_url', { url: href });
  const port = effectivePort(url);
  const allowlisted = isAllowlisted(policy.allowHosts, url.hostname, port);
  if (!allowlisted && !policy.allowedPorts.includes(port)) {
    throw new GuardedFetchError('port_not_allowed', { url: href });
  }
  // Fragments never go on the wire; dropping them keeps finalUrl comparable.
  url.hash = '';
  return { url, port, allowlisted };
}
