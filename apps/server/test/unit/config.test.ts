// Config is parsed once, typed, and invalid config stops start-up with a readable list.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { formatConfigErrors, parseConfig } from '../../src/config/config';
import { defaultReadWorkerCount } from '../../src/storage/read-workers';

describe('parseConfig', () => {
  it('defaults to port 3000, ./data and a SQLite file there, demo on', () => {
    const result = parseConfig({}, '/srv/corkboard');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      dataDir: '/srv/corkboard/data',
      database: { engine: 'sqlite', file: '/srv/corkboard/data/corkboard.db' },
      publicUrl: 'http://localhost:3000',
      demo: true,
      secureCookies: false,
      fetchAllowHosts: [],
    });
  });

  it('FETCH_ALLOW_HOSTS lists host or host:port entries for the guarded fetcher, normalised', () => {
    const result = parseConfig(
      { FETCH_ALLOW_HOSTS: ' 127.0.0.1:4567, Minio.Internal ,[::1]:8080,' },
      '/srv',
    );
    expect(result.ok && result.config.fetchAllowHosts).toEqual([
      '127.0.0.1:4567',
      'minio.internal',
      '[::1]:8080',
    ]);
  });

  it('FETCH_ALLOW_HOSTS refuses anything that is not a host or host:port', () => {
    const result = parseConfig(
      { FETCH_ALLOW_HOSTS: '127.0.0.1:4567,http://x/,10.0.0.0/8' },
      '/srv',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'FETCH_ALLOW_HOSTS: "http://x/", "10.0.0.0/8" must be host or host:port, separated by commas',
    ]);
  });

  it('INTERNAL_NETWORKS lists CIDR ranges; anything else stops start-up with a readable error', () => {
    const good = parseConfig({ INTERNAL_NETWORKS: ' 10.0.0.0/8, fd00::/8,' }, '/srv');
    expect(good.ok && good.config.internalNetworks).toEqual(['10.0.0.0/8', 'fd00::/8']);
    const bad = parseConfig({ INTERNAL_NETWORKS: '10.0.0.0/8,10.0.0.1,office' }, '/srv');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toEqual([
      'INTERNAL_NETWORKS: "10.0.0.1", "office" must be CIDR ranges (10.0.0.0/8), separated by commas',
    ]);
  });

  it('SMTP_URL sends mail by SMTP; unset, mail goes to the outbox; MAIL_FROM names the sender', () => {
    const unset = parseConfig({ PUBLIC_URL: 'https://pins.example.org/' }, '/srv');
    expect(unset.ok && unset.config.mail).toEqual({
      smtpUrl: null,
      from: 'Corkboard <no-reply@pins.example.org>',
    });
    const set = parseConfig(
      { SMTP_URL: ' smtps://u:p@mail.example.org:465 ', MAIL_FROM: 'Pins <pins@example.org>' },
      '/srv',
    );
    expect(set.ok && set.config.mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.org:465',
      from: 'Pins <pins@example.org>',
    });
    for (const wrong of ['mail.example.org:25', 'http://mail.example.org', 'smtp://']) {
      const bad = parseConfig({ SMTP_URL: wrong }, '/srv');
      expect(bad.ok ? [] : bad.errors).toEqual([
        'SMTP_URL: must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)',
      ]);
    }
  });

  it.each([
    ['postgres://u@h:5432/db', { engine: 'postgres', url: 'postgres://u@h:5432/db' }],
    ['postgresql://u@h/db', { engine: 'postgres', url: 'postgresql://u@h/db' }],
    ['sqlite:./x.db', { engine: 'sqlite', file: '/srv/x.db', readWorkers: 2 }],
  ])('reads DATABASE_URL=%s', (url, database) => {
    const result = parseConfig({ DATABASE_URL: url, READ_WORKERS: '2' }, '/srv');
    expect(result.ok && result.config.database).toEqual(database);
  });

  it('READ_WORKERS: one fewer than the cores (1 to 4) unless set; 0 runs every read on the app connection', () => {
    const auto = parseConfig({}, '/srv');
    const expected = defaultReadWorkerCount(availableParallelism());
    expect(auto.ok && auto.config.database).toMatchObject({ readWorkers: expected });
    const off = parseConfig({ READ_WORKERS: '0' }, '/srv');
    expect(off.ok && off.config.database).toMatchObject({ readWorkers: 0 });
    expect(parseConfig({ READ_WORKERS: 'many' }, '/srv').ok).toBe(false);
    expect([1, 2, 3, 5, 16].map(defaultReadWorkerCount)).toEqual([1, 1, 2, 4, 4]);
  });

  it('DEMO=0 seeds nothing; HTTPS public URLs get Secure cookies', () => {
    const result = parseConfig({ DEMO: '0', PUBLIC_URL: 'https://pins.example.org/' }, '/srv');
    expect(result.ok && result.config.demo).toBe(false);
    expect(result.ok && result.config.secureCookies).toBe(true);
    expect(result.ok && result.config.publicUrl).toBe('https://pins.example.org');
  });

  it.each([
    [{}, true],
    [{ READ_CACHE: '1' }, true],
    [{ READ_CACHE: 'off' }, false],
    [{ READ_CACHE: '0' }, false],
  ])('READ_CACHE switches the signed-out read cache (default on): %j -> %s', (env, on) => {
    const result = parseConfig(env, '/srv');
    expect(result.ok && result.config.readCache).toBe(on);
  });

  it('READ_CACHE takes a switch value only', () => {
    const result = parseConfig({ READ_CACHE: 'sometimes' }, '/srv');
    expect(result.ok ? [] : result.errors).toEqual(['READ_CACHE: "sometimes" must be 1 or 0']);
  });

  it('lists every problem at once, readably', () => {
    const result = parseConfig(
      {
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'ftp://x',
        DEMO: 'maybe',
        SESSION_SECRET: 'short',
        EXPERIMENTS: 'nope:x',
      },
      '/srv',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const names = result.errors.map((e) => e.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'PUBLIC_URL',
        'DEMO',
        'SESSION_SECRET',
        'EXPERIMENTS',
      ]),
    );
    expect(formatConfigErrors(result.errors)).toMatch(
      /^Corkboard cannot start: the configuration has problems:\n {2}- PORT/,
    );
  });
});
