import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { prepareDatabase } from '../src/app.js';
import type { Config } from '../src/platform/config.js';
import { openPglite, openPgliteSnapshot, openPostgres, type Database } from '../src/platform/db/client.js';

/**
 * A database migrated and seeded once per test run, which each test file copies instead of migrating
 * and seeding its own (with the seed's full-cost argon2 hashes, that was most of a file's start-up):
 * on PostgreSQL a template database (CREATE DATABASE … TEMPLATE), on PGlite a dump of its data
 * directory. It is made fresh by each run's global setup and removed at its end, so it always has
 * the migrations and seed of the code under test.
 */
export type PreparedDatabase = (
  { driver: 'pglite'; snapshotPath: string } | { driver: 'postgres'; serverUrl: string; template: string }
) & {
  /** The environment testConfig() was given when it was seeded (see SEED_INPUTS). */
  env: Record<string, string>;
};

/**
 * How the browser tests' sites run: production, with the demo data and the sandbox gateway asked for
 * by name (so the demo accounts are seeded with random passwords, as a live site's would be).
 */
export const PRODUCTION_SITE_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  PAYMENT_SANDBOX: 'true',
};

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabase: PreparedDatabase | null;
  }
}

/**
 * The settings the seed reads (prepareDatabase): a test whose configuration differs in any of them
 * gets a database of its own, prepared by buildApp as before.
 */
export const SEED_INPUTS = [
  'NODE_ENV',
  'SEED_DEMO',
  'PAYMENT_SANDBOX',
  'SITE_TIMEZONE',
] as const satisfies readonly (keyof Config)[];

export function seedsLike(a: Config, b: Config): boolean {
  return SEED_INPUTS.every((key) => a[key] === b[key]);
}

export async function makePreparedDatabase(
  driver: 'pglite' | 'postgres',
  config: Config,
  env: Record<string, string>,
): Promise<PreparedDatabase> {
  if (driver === 'pglite') {
    const database = openPglite();
    try {
      await prepareDatabase(database, config);
      // drizzle keeps its driver's client as $client.
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const snapshot = await client.dumpDataDir('none');
      const snapshotPath = join(tmpdir(), `swerte-test-${randomBytes(6).toString('hex')}.tar`);
      await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
      return { driver, snapshotPath, env };
    } finally {
      await database.close();
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_DRIVER=postgres needs DATABASE_URL');
  const template = uniqueDatabaseName('swerte_template');
  await adminQuery(serverUrl, `CREATE DATABASE "${template}"`);
  const database = openPostgres(databaseUrl(serverUrl, template));
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
  return { driver, serverUrl, template, env };
}

export async function removePreparedDatabase(prepared: PreparedDatabase): Promise<void> {
  if (prepared.driver === 'pglite') await rm(prepared.snapshotPath, { force: true });
  else await adminQuery(prepared.serverUrl, `DROP DATABASE IF EXISTS "${prepared.template}" WITH (FORCE)`);
}

/** A copy of the prepared database for one test file; closing it drops the copy. */
export async function copyPreparedDatabase(
  prepared: PreparedDatabase,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (prepared.driver === 'pglite') {
    const database = openPgliteSnapshot(new Blob([await readFile(prepared.snapshotPath)]));
    return { database, close: () => database.close() };
  }
  return createPostgresDatabase(prepared.serverUrl, prepared.template);
}

/** A new database on the server, empty or copied from a template; closing it drops it. */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ database: Database; close(): Promise<void> }> {
  const name = uniqueDatabaseName('swerte_test');
  await createDatabase(serverUrl, name, template);
  const database = openPostgres(databaseUrl(serverUrl, name));
  return {
    database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const statement = template
    ? `CREATE DATABASE "${name}" TEMPLATE "${template}"`
    : `CREATE DATABASE "${name}"`;
  // A template is copied only while no session is connected to it (55006, "source database … is being
  // accessed by other users"); the backend of a connection just closed may linger a moment.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, statement);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
    }
  }
}

function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
