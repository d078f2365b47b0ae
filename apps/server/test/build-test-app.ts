import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { parseConfig, type Config } from '../src/platform/config.js';
import { openPglite, type Database } from '../src/platform/db/client.js';
import { copyPreparedDatabase, createPostgresDatabase, seedsLike } from './prepared-database.js';

export type TestDriver = 'pglite' | 'postgres';

/** Which database the API tests run on: vitest's api project sets pglite, api-postgres sets postgres. */
export function testDriver(): TestDriver {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  close(): Promise<void>;
}

/**
 * A fresh, empty database: in-memory PGlite, or a uniquely named database on the DATABASE_URL
 * server. Nothing is migrated yet.
 */
export async function openTestDatabase(driver: TestDriver = testDriver()): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = openPglite();
    return { database, close: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_DRIVER=postgres needs DATABASE_URL');
  return createPostgresDatabase(serverUrl);
}

/**
 * A copy of the run's migrated and seeded database when this run made one (vitest's global setup)
 * for this driver and the config seeds the same; else an empty one, which buildApp prepares.
 */
async function openDatabaseFor(config: Config): Promise<TestDatabase> {
  const driver = testDriver();
  const prepared = process.env.VITEST ? (await import('vitest')).inject('preparedDatabase') : null;
  if (prepared?.driver === driver && seedsLike(config, testConfig(prepared.env)))
    return copyPreparedDatabase(prepared);
  return openTestDatabase(driver);
}

/**
 * Test configuration: quiet logs, no DATABASE_URL (the harness passes the database in), cheap argon2
 * and ALTCHA work so the suite stays fast, and a per-route auth limit tests only reach on purpose.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    ALTCHA_MAX_NUMBER: '1000',
    AUTH_RATE_LIMIT_MAX: '10000',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
}

/**
 * A production app in an API test serves no bundles: the build CI runs beside the API tests may be
 * writing them at that moment.
 */
export const WITHOUT_BUNDLES = {
  WEB_DIST_DIR: 'apps/server/test/no-bundles',
  CONSOLE_DIST_DIR: 'apps/server/test/no-bundles',
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh migrated and seeded database. The app is not yet `ready()`, so a test may
 * still add routes (e.g. a throwing one) before its first inject.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  providers: BuildAppOptions['providers'] = {},
  clock?: BuildAppOptions['clock'],
): Promise<TestApp> {
  const config = testConfig(env);
  const testDatabase = await openDatabaseFor(config);
  const { database } = testDatabase;
  // buildApp applies the migrations and seeds an empty database (a copy of the prepared one is both).
  const app = await buildApp({ config, db: database, providers, ...(clock ? { clock } : {}) });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await testDatabase.close();
    },
  };
}
