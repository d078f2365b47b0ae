import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { installJobSchema } from '../jobs/install.js';
import type { Database, Schema } from './client.js';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/** Applies the committed migrations and the job queue's schema (idempotent: both record what they ran). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The two migrators differ only in their driver type; the SQL they run is the same.
  if (database.driver === 'pglite') await migratePglite(database.db as PgliteDatabase<Schema>, config);
  else await migratePg(database.db as NodePgDatabase<Schema>, config);
  await installJobSchema(database);
}
