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
  DATABASE_POOL_MAX: [
    '32',
    'PostgreSQL connections per server process (at least the concurrent bets expected)',
  ],
  DATA_DIR: ['./data', 'where PGlite keeps its files; relative paths start at the repository root'],
  REDIS_URL: [
    '(unset)',
    'redis:// URL; when set, rate limits and counters are shared and cache drops reach every node',
  ],
  JOB_POOL_SIZE: ['4', "connections of the job queue's own pool (PostgreSQL only)"],
  JOB_POLL_SECONDS: ['2', 'how often an idle job worker asks the queue for work'],
  JOB_MAINTENANCE_SECONDS: [
    '30',
    'how often lost job runs (their node died) are expired for a retry, and old runs archived',
  ],
  JOB_HISTORY_DAYS: ['3', 'how long finished job runs stay listed for operators'],
  EVENT_POLL_MS: ['1000', 'how often each node delivers pending domain events from the outbox'],
  AGENT_TRANSFER_DAILY_LIMIT_CENTS: [
    '5000000',
    'most cash (in cents) one agent may send to its downline per site day',
  ],
  TRUSTED_PROXIES: [
    '(unset)',
    'comma list of proxy IPs/CIDRs whose X-Forwarded-For is believed; unset ignores it',
  ],
  COUNTRY_HEADER: [
    '(unset)',
    'header carrying the visitor country (e.g. cf-ipcountry), read only from a trusted proxy',
  ],
  WEB_DIST_DIR: ['apps/web/dist', 'built web app served in production; relative to the repository root'],
  CONSOLE_DIST_DIR: [
    'apps/console/dist',
    'built operator console served under /console; relative to the repository root',
  ],
  SEED_DEMO: [
    'true (false in production)',
    'seed demo data into an empty database at start; in production its accounts get random passwords',
  ],
  PAYMENT_SANDBOX: [
    'true (false in production)',
    'offer the sandbox payment gateway, which credits a deposit without any real payment',
  ],
  DOCS_OPERATOR_API: ['true (false in production)', 'describe the operator API (/wps/admin) at /docs'],
  SITE_TIMEZONE: ['Asia/Manila', 'IANA time zone in which times are shown'],
  SHUTDOWN_TIMEOUT_MS: ['10000', 'how long a graceful shutdown waits for in-flight requests'],
  RATE_LIMIT_MAX: ['600', 'requests per client address per window'],
  RATE_LIMIT_WINDOW_MS: ['60000', 'rate-limit window length'],
  VENDOR_RATE_LIMIT_MAX: [
    '1200000',
    "vendor wallet calls per vendor and address per minute (a vendor's servers carry every player's bets)",
  ],
  LEDGER_HOUSE_SHARDS: ['16', 'sub-accounts house accounts every bet touches are split into (1 to 1024)'],
  LOTTERY_SETTLE_BATCH_SIZE: [
    '10000',
    'lottery tickets settled per transaction (1 to 50000; the same on every node)',
  ],
  SPORTS_SETTLE_BATCH_SIZE: [
    '10000',
    'sports bets settled per transaction (1 to 50000; the same on every node)',
  ],
  LOGIN_ADDRESS_FAILURES: [
    '20',
    'failed member logins from one address within 5 minutes that lock the address (a success does not reset it)',
  ],
  AUTH_RATE_LIMIT_MAX: [
    '30',
    'requests per client address per minute to each login, code, captcha, registration or reset call',
  ],
  PUBLIC_URL: [
    'http://localhost:3000',
    'address players reach the site at (reset links, social login redirects)',
  ],
  APP_SECRET: ['(generated)', 'HMAC key for codes and tokens; generated once and kept in the settings table'],
  ALTCHA_HMAC_KEY: [
    '(generated)',
    'HMAC key of ALTCHA challenges; generated once and kept in the settings table',
  ],
  ALTCHA_MAX_NUMBER: ['100000', 'ALTCHA proof-of-work difficulty (largest secret number)'],
  ENC_PRIVATE_KEY: [
    '(generated)',
    'PEM RSA private key of enc calls; generated once and kept in the settings table',
  ],
  SESSION_IDLE_MINUTES: ['120', 'a session token expires after this long unused'],
  SESSION_ABSOLUTE_DAYS: ['7', 'a session token expires this long after login, used or not'],
  OPERATOR_IDLE_MINUTES: ['30', 'an operator (back-office) session ends after this long unused'],
  ARGON2_MEMORY_KIB: ['19456', 'argon2id memory cost of password hashes'],
  ARGON2_TIME_COST: ['2', 'argon2id time cost of password hashes'],
  SMS_GATEWAY_URL: ['(unset)', 'HTTP SMS gateway; unset writes SMS to the dev outbox table'],
  SMS_GATEWAY_TOKEN: ['(unset)', 'bearer token sent to SMS_GATEWAY_URL'],
  SMS_SENDER: ['Swerte', 'sender name passed to the SMS gateway'],
  SMTP_URL: ['(unset)', 'smtp(s):// URL for e-mail; unset writes e-mail to the dev outbox table'],
  MAIL_FROM: ['Swerte <no-reply@swerte.example>', 'From address of e-mail'],
  GOOGLE_CLIENT_ID: ['(unset)', 'Google OAuth client id; Google login is offered only when set'],
  GOOGLE_CLIENT_SECRET: ['(unset)', 'Google OAuth client secret'],
  GOOGLE_ISSUER: ['https://accounts.google.com', 'OIDC issuer of Google login'],
  FACEBOOK_CLIENT_ID: ['(unset)', 'Facebook app id; Facebook login is offered only when set'],
  FACEBOOK_CLIENT_SECRET: ['(unset)', 'Facebook app secret'],
  FACEBOOK_ISSUER: ['https://www.facebook.com', 'OIDC issuer of Facebook login'],
  SANDBOX_GATEWAY_SECRET: [
    '(derived)',
    'HMAC-SHA256 key of the sandbox payment gateway callbacks; derived from APP_SECRET when unset',
  ],
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
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(32),
  DATA_DIR: z.string().min(1).max(1024).default('./data').transform(fromRoot),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  JOB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_HISTORY_DAYS: z.coerce.number().int().min(1).max(90).default(3),
  EVENT_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  AGENT_TRANSFER_DAILY_LIMIT_CENTS: z.coerce
    .bigint()
    .min(0n)
    .max(10n ** 14n)
    .default(5_000_000n),
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
  CONSOLE_DIST_DIR: z.string().min(1).max(1024).default('apps/console/dist').transform(fromRoot),
  // Unset means: on in development and tests, off in production (resolved below).
  SEED_DEMO: booleanText.optional(),
  PAYMENT_SANDBOX: booleanText.optional(),
  DOCS_OPERATOR_API: booleanText.optional(),
  SITE_TIMEZONE: z.string().max(64).default('Asia/Manila').refine(isTimeZone, 'not a known IANA time zone'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  LOGIN_ADDRESS_FAILURES: z.coerce.number().int().min(1).max(1_000_000).default(20),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(30),
  VENDOR_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000_000).default(1_200_000),
  LEDGER_HOUSE_SHARDS: z.coerce.number().int().min(1).max(1024).default(16),
  LOTTERY_SETTLE_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  SPORTS_SETTLE_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).max(512).optional()),
  ALTCHA_HMAC_KEY: z.preprocess(emptyToUndefined, z.string().min(32).max(512).optional()),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  ENC_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().max(8192).includes('PRIVATE KEY').optional()),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(120),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  OPERATOR_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).default(2),
  SMS_GATEWAY_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_TOKEN: optionalText,
  SMS_SENDER: z.string().max(32).default('Swerte'),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().max(255).default('Swerte <no-reply@swerte.example>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_ISSUER: z.url({ protocol: /^https?$/ }).default('https://www.facebook.com'),
  SANDBOX_GATEWAY_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).max(512).optional()),
});

/**
 * Demo data, the sandbox gateway and the operator API's description are conveniences of a development
 * site: a production site has them only when its operator asks by name.
 */
const ResolvedConfigSchema = ConfigSchema.transform((config) => {
  const development = config.NODE_ENV !== 'production';
  return {
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? development,
    PAYMENT_SANDBOX: config.PAYMENT_SANDBOX ?? development,
    DOCS_OPERATOR_API: config.DOCS_OPERATOR_API ?? development,
  };
});

export type Config = z.output<typeof ResolvedConfigSchema>;

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
  const result = ResolvedConfigSchema.safeParse(env);
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
