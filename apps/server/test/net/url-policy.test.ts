// docs/DESIGN.md §5 and the fetcher's URL rules: only http: and https:, no credentials in URLs, the
// standard web ports unless the allowlist names the host.
import { describe, expect, it } from 'vitest';
import { checkUrl, DEFAULT_ALLOWED_PORTS, GuardedFetchError } from '../../src/net';
import type { UrlPolicy } from '../../src/net/url-policy';

const policy: UrlPolicy = { allowHosts: [], allowedPorts: DEFAULT_ALLOWED_PORTS };

function codeOf(input: string, base?: URL, p = policy): string {
  try {
    checkUrl(input, p, base);
    return 'ok';
  } catch (error) {
    return error instanceof GuardedFetchError ? error.code : 'other';
  }
}

describe('checkUrl', () => {
  it.each([
    ['https://example.com/pin.jpg'],
    ['http://example.com/'],
    ['http://example.com:80/'],
    ['https://example.com:443/'],
    ['HTTPS://EXAMPLE.COM/a'],
    ['http://example.com:443/'],
  ])('accepts %s', (input) => {
    expect(codeOf(input)).toBe('ok');
  });

  it.each([
    ['file:///etc/passwd', 'scheme_not_allowed'],
    ['gopher://127.0.0.1:6379/_INFO', 'scheme_not_allowed'],
    ['data:image/png;base64,iVBORw0KGgo=', 'scheme_not_allowed'],
    ['javascript:alert(1)', 'scheme_not_allowed'],
    ['ftp://example.com/a.jpg', 'scheme_not_allowed'],
    ['ws://example.com/', 'scheme_not_allowed'],
    ['blob:https://example.com/x', 'scheme_not_allowed'],
    ['http://user:pass@example.com/', 'credentials_not_allowed'],
    ['http://user@example.com/', 'credentials_not_allowed'],
    ['http://:pass@example.com/', 'credentials_not_allowed'],
    ['http://example.com:8080/', 'port_not_allowed'],
    ['http://example.com:22/', 'port_not_allowed'],
    ['https://example.com:6379/', 'port_not_allowed'],
    ['not a url', 'invalid_url'],
    ['//example.com/a', 'invalid_url'],
    ['http://', 'invalid_url'],
    ['http://[::1/', 'invalid_url'],
    ['http://1.2.3.4.5/', 'invalid_url'],
    ['', 'invalid_url'],
  ])('refuses %s with %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it('resolves a relative redirect against the current URL, then checks it', () => {
    const base = new URL('https://example.com/a/b');
    expect(checkUrl('../c', policy, base).url.href).toBe('https://example.com/c');
    expect(codeOf('file:///etc/passwd', base)).toBe('scheme_not_allowed');
    expect(codeOf('//user:pw@example.com/', base)).toBe('credentials_not_allowed');
  });

  it('normalises the host before anything else sees it', () => {
    expect(checkUrl('http://0x7f.1/', policy).url.hostname).toBe('127.0.0.1');
    expect(checkUrl('http://2130706433/', policy).url.hostname).toBe('127.0.0.1');
    expect(checkUrl('http://EXAMPLE.com./x#frag', policy).url.href).toBe('http://example.com./x');
  });

  it('an allowlisted host:port may use its port; the same port elsewhere stays refused', () => {
    const withAllow = { ...policy, allowHosts: [{ host: '127.0.0.1', port: 4567 }] };
    expect(checkUrl('http://127.0.0.1:4567/', withAllow).allowlisted).toBe(true);
    expect(codeOf('http://localhost:4567/', undefined, withAllow)).toBe('port_not_allowed');
    expect(codeOf('http://127.0.0.1:4568/', undefined, withAllow)).toBe('port_not_allowed');
    expect(checkUrl('http://127.0.0.1/', withAllow).allowlisted).toBe(false);
  });

  it('the credentials refusal does not carry the URL (it would leak the password to logs)', () => {
    try {
      checkUrl('http://u:secret@example.com/', policy);
      expect.unreachable();
    } catch (error) {
      expect((error as GuardedFetchError).url).toBeUndefined();
      expect(String((error as Error).message)).not.toContain('secret');
    }
  });
});
