import type { TestProject } from 'vitest/node';
import { testConfig } from './build-test-app.js';
import { makePreparedDatabase, PRODUCTION_SITE_ENV, removePreparedDatabase } from './prepared-database.js';

/**
 * vitest global setup of a project whose files build apps (api, api-postgres, e2e): migrates and
 * seeds one database for the whole run, hands it to the files (inject('preparedDatabase')) and
 * removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A project without env of its own (e2e) has none at all.
  const driver = project.config.env?.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  // The browser tests' sites run as production sites do; the API tests as tests.
  const env = project.name === 'e2e' ? PRODUCTION_SITE_ENV : {};
  const prepared = await makePreparedDatabase(driver, testConfig(env), env);
  project.provide('preparedDatabase', prepared);
  return () => removePreparedDatabase(prepared);
}
