import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseRange } from './ip-ranges.js';

/** The repository root, found from this file so that start-up works from any working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every environment variable the server reads: default and meaning (CONFIG.md lists the same). */
export const CONFIG_VARIABLES = {
  NODE_ENV: ['development', 'development | production | test; production serves the built web app'],
  HOST: ['127.0.0.1', 'address to listen on'],
  PORT: ['3000', 'port to listen on'],
  LOG_LEVEL: ['info', 'pino level: fatal, error, warn, info, debug, trace, silent'],
  DATABASE_URL: ['(unset)', 'postgres:// URL of a PostgreSQL server; unset uses embedded PGlite in DATA_DIR'],
  DATA_DIR: ['./data', 'where PGlite keeps its files; relative paths start at the repository root'],
  REDIS_URL: ['(unset)', 'redis:// URL; when set, rate limits are shared through Redis'],
  TRUSTED_PROXIES: [
    '(unset)',
    'comma list of proxy IPs/CIDRs whose X-Forwarded-For is believed; unset ignores it',
  ],
  COUNTRY_HEADER: [
    '(unset)',
    'header carrying the visitor country (e.g. cf-ipcountry), read only from a trusted proxy',
  ],
  WEB_DIST_DIR: ['apps/web/dist', 'built web app served in production; relative to the repository root'],
  SEED_DEMO: ['true', 'seed demo data into an empty database at start'],
  SITE_TIMEZONE: ['Asia/Manila', 'IANA time zone in which times are shown'],
  SHUTDOWN_TIMEOUT_MS: ['10000', 'how long a graceful shutdown waits for in-flight requests'],
  RATE_LIMIT_MAX: ['600', 'requests per client address per window'],
  RATE_LIMIT_WINDOW_MS: ['60000', 'rate-limit window length'],
} as const satisfies Record<string, readonly [string, string]>;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().max(2048).optional());
const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).max(255).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().min(1).max(1024).default('./data').transform(fromRoot),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  TRUSTED_PROXIES: optionalText
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .refine(
      (list) => list.every((entry) => parseRange(entry) !== null),
      'each entry must be an IP address or CIDR range',
    ),
  COUNTRY_HEADER: optionalText.transform((v) => v?.toLowerCase()),
  WEB_DIST_DIR: z.string().min(1).max(1024).default('apps/web/dist').transform(fromRoot),
  SEED_DEMO: booleanText.default(true),
  SITE_TIMEZONE: z.string().max(64).default('Asia/Manila').refine(isTimeZone, 'not a known IANA time zone'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
});

export type Config = z.output<typeof ConfigSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates an environment; throws a ConfigError naming each bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** The configuration of this process, read once. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}

export function hasWebBuild(config: Config): boolean {
  return existsSync(resolve(config.WEB_DIST_DIR, 'index.html'));
}
