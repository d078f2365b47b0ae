import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema.js';
import { lockDataDir } from './data-dir-lock.js';

export type Schema = typeof schema;
/** What both drivers satisfy; services and repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, passed to every query made inside it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** What the job queue runs its SQL on: the one embedded connection, or a pool of its own on the server. */
  connection: { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; url: string };
  close(): Promise<void>;
  /** Where errors of idle pooled connections go (a restart or failover of the server). */
  onConnectionError(listener: (error: Error) => void): void;
}

/** Embedded PostgreSQL; `dataDir` undefined keeps the database in memory (tests). */
export function openPglite(dataDir?: string): Database {
  if (!dataDir) return wrapPglite(new PGlite(), () => undefined);
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  return wrapPglite(new PGlite(join(dataDir, 'pglite')), unlock);
}

/** Embedded PostgreSQL in memory, started from a dump of another one's data directory (tests). */
export function openPgliteSnapshot(snapshot: Blob): Database {
  return wrapPglite(new PGlite({ loadDataDir: snapshot }), () => undefined);
}

function wrapPglite(client: PGlite, unlock: () => void): Database {
  const db = drizzlePglite({ client, schema });
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  return {
    db,
    driver: 'pglite',
    connection: { driver: 'pglite', client },
    close,
    onConnectionError: () => undefined,
  };
}

/** `poolMax` (DATABASE_POOL_MAX): a pool smaller than the concurrent callers queues them in the process. */
export function openPostgres(url: string, poolMax = 32): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  const db = drizzlePg({ client: pool, schema });
  // Without a listener an idle connection's error would crash the process; the pool replaces it.
  let listener: (error: Error) => void = () => undefined;
  pool.on('error', (error) => listener(error));
  return {
    db,
    driver: 'postgres',
    connection: { driver: 'postgres', url },
    close: () => pool.end(),
    onConnectionError: (next) => {
      listener = next;
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  poolMax?: number;
}): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax)
    : openPglite(options.dataDir);
}
