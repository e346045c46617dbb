// Configuration, parsed once at start-up from the environment and typed. Invalid values stop
// start-up with a readable list (see formatConfigErrors).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseExperimentOverrides } from '@corkboard/domain';
import { formatAllowHostEntry, parseAllowHostList } from '../net/allow-hosts';
import { parseInternalNetworks } from '../net/internal-networks';
import { defaultReadWorkerCount } from '../storage/read-workers';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * SQLite: `readWorkers` threads run the plain reads (storage/read-workers.ts); READ_WORKERS,
   * default one fewer than the cores (1 to 4), 0 runs every statement on the app's connection.
   */
  database:
    { engine: 'sqlite'; file: string; readWorkers: number } | { engine: 'postgres'; url: string };
  publicUrl: string;
  demo: boolean;
  /** Which named demo scenario to seed: `full` (the whole demo) or `small` (for browser tests). */
  demoScenario: 'full' | 'small';
  /** From SESSION_SECRET, else generated once and kept in DATA_DIR (see session-secret.ts). */
  sessionSecret: string | null;
  trustProxy: boolean;
  secureCookies: boolean;
  experimentOverrides: Record<string, string>;
  mediaConcurrency: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** Development and demo mode serve extra pages such as /_/cards. */
  devPages: boolean;
  /**
   * FETCH_ALLOW_HOSTS: comma-separated `host` or `host:port` entries (e.g.
   * `127.0.0.1:4567,minio.internal`) that the guarded fetcher may reach even though they are
   * private; a bare host allows any port on it. Matched against the URL's host, not what it
   * resolves to. Empty (the default) means off: only public addresses on ports 80 and 443.
   */
  fetchAllowHosts: string[];
  /**
   * READ_CACHE (default on): the signed-out read cache of http/read-cache.ts. Off, every
   * signed-out read runs its resource, as a signed-in one does (the bench measures both).
   */
  readCache: boolean;
  /**
   * OPERATORS: comma-separated usernames of the accounts with the operator role (the /admin/
   * console, the operator resources, the debug panel). In demo mode the demo's operator
   * (DEMO_OPERATOR) is one too.
   */
  operators: string[];
  /**
   * INTERNAL_NETWORKS: comma-separated CIDR ranges of the operator's own network (e.g.
   * `10.0.0.0/8,fd00::/8`). A request from one of them is an internal-network user: with a
   * deb_ URL parameter it sees the cards' debug panel (net/internal-networks.ts). Empty: none.
   */
  internalNetworks: string[];
  /**
   * Mail (issue 16): SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`) sends by SMTP; unset,
   * mail is written to DATA_DIR/outbox and operators read it at /admin/outbox/. MAIL_FROM is
   * the sender, by default `Corkboard <no-reply@{PUBLIC_URL's host}>`.
   */
  mail: { smtpUrl: string | null; from: string };
}

/** The demo's operator account (README), seeded with the demo; demo mode only. */
export const DEMO_OPERATOR = { username: 'operator', password: 'corkboard-operator' } as const;

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;

export function parseConfig(env: Record<string, string | undefined>, cwd: string): ConfigResult {
  const errors: string[] = [];
  const port = parseIntSetting(env, 'PORT', 3000, 1, 65535, errors);
  const host = env.HOST?.trim() || '0.0.0.0';
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || './data');

  const readWorkers = parseIntSetting(
    env,
    'READ_WORKERS',
    defaultReadWorkerCount(availableParallelism()),
    0,
    16,
    errors,
  );
  let database: Config['database'] = {
    engine: 'sqlite',
    file: path.join(dataDir, 'corkboard.db'),
    readWorkers,
  };
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (/^postgres(ql)?:\/\//.test(url)) database = { engine: 'postgres', url };
    else if (url.startsWith('sqlite:')) {
      const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
      if (!file)
        errors.push('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/corkboard.db');
      database = { engine: 'sqlite', file: path.resolve(cwd, file), readWorkers };
    } else {
      errors.push(
        'DATABASE_URL: must start with postgres:// (or sqlite:), or be left unset for SQLite',
      );
    }
  }

  const publicUrlRaw = env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
  let publicUrl = publicUrlRaw;
  try {
    const parsed = new URL(publicUrlRaw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
    publicUrl = parsed.origin;
  } catch {
    errors.push(`PUBLIC_URL: "${publicUrlRaw}" is not an http(s) URL`);
  }

  const demo = parseBool(env, 'DEMO', true, errors);
  const demoScenario = (env.DEMO_SCENARIO?.trim() || 'full') as Config['demoScenario'];
  if (demoScenario !== 'full' && demoScenario !== 'small') {
    errors.push('DEMO_SCENARIO: must be full or small');
  }
  const trustProxy = parseBool(env, 'TRUST_PROXY', false, errors);
  const readCache = parseBool(env, 'READ_CACHE', true, errors);
  const secret = env.SESSION_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    errors.push('SESSION_SECRET: must be at least 32 characters (or unset to generate one)');
  }
  const overrides = parseExperimentOverrides(env.EXPERIMENTS ?? '');
  if (!overrides.ok) errors.push(...overrides.errors.map((e) => `EXPERIMENTS: ${e}`));
  const mediaConcurrency = parseIntSetting(env, 'MEDIA_CONCURRENCY', 0, 0, 16, errors);
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel))
    errors.push(`LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')}`);
  const allowHosts = parseAllowHostList(env.FETCH_ALLOW_HOSTS ?? '');
  if (!allowHosts.ok) {
    const bad = allowHosts.invalid.map((entry) => `"${entry}"`).join(', ');
    errors.push(`FETCH_ALLOW_HOSTS: ${bad} must be host or host:port, separated by commas`);
  }

  const internalNetworks = parseInternalNetworks(env.INTERNAL_NETWORKS ?? '');
  if (!internalNetworks.ok) {
    const bad = internalNetworks.invalid.map((entry) => `"${entry}"`).join(', ');
    errors.push(`INTERNAL_NETWORKS: ${bad} must be CIDR ranges (10.0.0.0/8), separated by commas`);
  }

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) {
    errors.push('SMTP_URL: must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)');
  }
  const mailFrom = env.MAIL_FROM?.trim() || `Corkboard <no-reply@${hostOf(publicUrl)}>`;

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      port,
      host,
      dataDir,
      database,
      publicUrl,
      demo,
      demoScenario,
      sessionSecret: secret || null,
      trustProxy,
      secureCookies: publicUrl.startsWith('https:'),
      experimentOverrides: overrides.ok ? overrides.overrides : {},
      mediaConcurrency,
      logLevel,
      devPages: demo || env.NODE_ENV === 'development',
      fetchAllowHosts: allowHosts.ok ? allowHosts.entries.map(formatAllowHostEntry) : [],
      readCache,
      internalNetworks: internalNetworks.ok ? internalNetworks.ranges : [],
      mail: { smtpUrl, from: mailFrom },
      operators: [
        ...new Set([
          ...(env.OPERATORS ?? '')
            .split(',')
            .map((name) => name.trim().toLowerCase())
            .filter(Boolean),
          ...(demo ? [DEMO_OPERATOR.username] : []),
        ]),
      ],
    },
  };
}

export function formatConfigErrors(errors: string[]): string {
  return [
    'Corkboard cannot start: the configuration has problems:',
    ...errors.map((e) => `  - ${e}`),
  ].join('\n');
}

function parseIntSetting(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
  errors: string[],
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(`${name}: "${raw}" must be a whole number from ${min} to ${max}`);
    return fallback;
  }
  return value;
}

function parseBool(
  env: Record<string, string | undefined>,
  name: string,
  fallback: boolean,
  errors: string[],
): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  errors.push(`${name}: "${env[name]}" must be 1 or 0`);
  return fallback;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
