import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { openJobDb } from './job-db.js';

/**
 * Creates or upgrades the job queue's tables (schema `pgboss`, versioned by pg-boss itself) alongside
 * our migrations, so a migrated database (or a template copied from one) starts its queue at once.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const jobDb = openJobDb(database, 1);
  try {
    // With scheduling and supervision off, start() only installs or migrates; it starts no timers.
    const boss = new PgBoss({ db: jobDb, schedule: false, supervise: false });
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
  } finally {
    await jobDb.close();
  }
}
