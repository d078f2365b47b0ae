import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, REPO_ROOT, parseConfig } from './config.js';

describe('parseConfig', () => {
  it('gives safe defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      LOG_LEVEL: 'info',
      TRUSTED_PROXIES: [],
      SEED_DEMO: true,
      SITE_TIMEZONE: 'Asia/Manila',
      RATE_LIMIT_MAX: 600,
    });
    expect([config.DATABASE_URL, config.REDIS_URL, config.COUNTRY_HEADER]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(config.DATA_DIR).toBe(join(REPO_ROOT, 'data'));
    expect(config.WEB_DIST_DIR).toBe(join(REPO_ROOT, 'apps/web/dist'));
  });

  it('reads typed values', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/swerte',
      TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::1 ,',
      COUNTRY_HEADER: 'CF-IPCountry',
      SEED_DEMO: 'false',
      DATA_DIR: '/var/lib/swerte',
    });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      SEED_DEMO: false,
      COUNTRY_HEADER: 'cf-ipcountry',
      DATA_DIR: '/var/lib/swerte',
    });
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '2001:db8::1']);
  });

  it('keeps demo data, the sandbox gateway and the operator API description off in production unless asked', () => {
    const off = { SEED_DEMO: false, PAYMENT_SANDBOX: false, DOCS_OPERATOR_API: false };
    const on = { SEED_DEMO: true, PAYMENT_SANDBOX: true, DOCS_OPERATOR_API: true };
    expect(parseConfig({ NODE_ENV: 'production' })).toMatchObject(off);
    expect(parseConfig({ NODE_ENV: 'development' })).toMatchObject(on);
    expect(parseConfig({ NODE_ENV: 'test' })).toMatchObject(on);
    expect(
      parseConfig({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        PAYMENT_SANDBOX: '1',
        DOCS_OPERATOR_API: 'true',
      }),
    ).toMatchObject(on);
    expect(parseConfig({ NODE_ENV: 'development', PAYMENT_SANDBOX: 'false' }).PAYMENT_SANDBOX).toBe(false);
  });

  it.each([
    ['PAYMENT_SANDBOX', 'maybe'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['SEED_DEMO', 'yes please'],
    ['SITE_TIMEZONE', 'Mars/Olympus'],
    ['TRUSTED_PROXIES', '10.0.0.0/8,not-an-ip'],
    ['RATE_LIMIT_WINDOW_MS', '10'],
  ])('rejects a bad %s and names it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('documents every variable it reads', () => {
    expect(Object.keys(CONFIG_VARIABLES)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'TRUSTED_PROXIES', 'COUNTRY_HEADER', 'WEB_DIST_DIR']),
    );
  });
});

describe('CONFIG.md', () => {
  it('lists every variable', () => {
    const text = readFileSync(join(REPO_ROOT, 'apps/server/CONFIG.md'), 'utf8');
    for (const name of Object.keys(CONFIG_VARIABLES))
      expect(text).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });
});
