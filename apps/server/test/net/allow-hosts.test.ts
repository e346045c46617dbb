// The issue: "The guarded fetcher has an explicit allowlist setting for internal hosts (off by
// default), so tests can serve pages from 127.0.0.1 while every other loopback and private
// address stays refused."
import { describe, expect, it } from 'vitest';
import {
  formatAllowHostEntry,
  isAllowlisted,
  parseAllowHostEntry,
  parseAllowHostList,
} from '../../src/net';

describe('allowlist entries are host or host:port', () => {
  it.each([
    ['127.0.0.1', { host: '127.0.0.1', port: null }],
    ['127.0.0.1:4567', { host: '127.0.0.1', port: 4567 }],
    ['127.0.0.1:80', { host: '127.0.0.1', port: 80 }],
    ['[::1]:8080', { host: '[::1]', port: 8080 }],
    ['[::1]', { host: '[::1]', port: null }],
    ['Minio.Internal', { host: 'minio.internal', port: null }],
    ['minio.internal.:9000', { host: 'minio.internal', port: 9000 }],
    ['  fixture.test:1  ', { host: 'fixture.test', port: 1 }],
    ['0x7f.1:5000', { host: '127.0.0.1', port: 5000 }],
  ])('%s parses (and normalises like a URL host)', (raw, entry) => {
    expect(parseAllowHostEntry(raw)).toEqual(entry);
  });

  it.each([
    ['', 'empty'],
    ['http://127.0.0.1', 'a URL, not a host'],
    ['127.0.0.1/path', 'a path'],
    ['user@127.0.0.1', 'credentials'],
    ['127.0.0.1:0', 'port 0'],
    ['127.0.0.1:65536', 'port out of range'],
    ['127.0.0.1:http', 'a port name'],
    ['::1', 'IPv6 without brackets (ambiguous with a port)'],
    ['[::1', 'unclosed bracket'],
    ['10.0.0.0/8', 'a CIDR range'],
    ['*.internal', 'a wildcard'],
    ['a b', 'a space'],
  ])('%s is refused (%s)', (raw) => {
    expect(parseAllowHostEntry(raw)).toBeNull();
  });

  it('a comma-separated list parses; empty means off', () => {
    expect(parseAllowHostList('')).toEqual({ ok: true, entries: [] });
    expect(parseAllowHostList(' , ')).toEqual({ ok: true, entries: [] });
    expect(parseAllowHostList('127.0.0.1:4567, minio.internal')).toEqual({
      ok: true,
      entries: [
        { host: '127.0.0.1', port: 4567 },
        { host: 'minio.internal', port: null },
      ],
    });
    expect(parseAllowHostList('127.0.0.1:4567,http://x,ok.test')).toEqual({
      ok: false,
      invalid: ['http://x'],
    });
  });

  it('formats back to the same text', () => {
    expect(formatAllowHostEntry({ host: '[::1]', port: 80 })).toBe('[::1]:80');
    expect(formatAllowHostEntry({ host: 'minio.internal', port: null })).toBe('minio.internal');
  });
});

describe('an allowlisted host matches by the URL host, and by port when the entry names one', () => {
  const entries = [
    { host: '127.0.0.1', port: 4567 },
    { host: '[::1]', port: 8080 },
    { host: 'minio.internal', port: null },
  ];

  it.each([
    ['127.0.0.1', 4567, true],
    ['127.0.0.1', 4568, false],
    ['127.0.0.1', 80, false],
    ['127.0.0.2', 4567, false],
    ['localhost', 4567, false],
    ['[::1]', 8080, true],
    ['::1', 8080, true],
    ['::1', 8081, false],
    ['[::ffff:7f00:1]', 4567, false],
    ['minio.internal', 9000, true],
    ['minio.internal.', 1, true],
    ['MINIO.internal', 443, true],
    ['evil.minio.internal', 9000, false],
  ])('%s port %i -> %s', (hostname, port, expected) => {
    expect(isAllowlisted(entries, hostname, port)).toBe(expected);
  });

  it('an empty allowlist (the default) matches nothing', () => {
    expect(isAllowlisted([], '127.0.0.1', 80)).toBe(false);
  });
});
