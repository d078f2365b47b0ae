import { ConfigError, loadConfig, type Config } from '../platform/config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';

/** Opens the configured database, migrated, for a command-line task. */
export async function openForCli(): Promise<{ config: Config; database: Database }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    const database = openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolMax: config.DATABASE_POOL_MAX,
    });
    await migrateDatabase(database);
    return { config, database };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
