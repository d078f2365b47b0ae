import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// Migrates and seeds one database per run, which each file that builds an app copies.
const PREPARED_DATABASE = './apps/server/test/prepared-database.setup.ts';

// With PostgreSQL at hand (DATABASE_URL) every API test runs there, the system of record; the embedded
// database then runs the invariant tests and those of the SQL the app installs itself (the ledger's
// functions and the downline tree's trigger, bulk settlement, jobs, the outbox, migrations and seed).
// Without DATABASE_URL every API test runs on the embedded database.
const ON_BOTH_DATABASES = [
  'apps/server/src/modules/wallet/ledger/ledger*.api.test.ts',
  'apps/server/src/modules/wallet/ledger/replays.api.test.ts',
  'apps/server/src/modules/wallet/bets/bets.bulk*.api.test.ts',
  'apps/server/src/modules/wallet/bets/house-shards.api.test.ts',
  'apps/server/src/modules/house/house-crash.api.test.ts',
  'apps/server/src/modules/pvp/pvp.api.test.ts',
  'apps/server/src/modules/agent/agent-tree.api.test.ts',
  'apps/server/src/modules/agent/agent-contracts.api.test.ts',
  'apps/server/src/modules/agent/agent-team-days.api.test.ts',
  'apps/server/src/platform/contracts-fuzz.api.test.ts',
  'apps/server/src/platform/jobs/jobs.api.test.ts',
  'apps/server/src/platform/events/outbox.api.test.ts',
  'apps/server/src/platform/db/transactions.api.test.ts',
  'apps/server/src/seed/seed.api.test.ts',
  'apps/server/src/modules/lottery/lottery.api.test.ts',
  'apps/server/src/modules/sabong/sabong.api.test.ts',
  'apps/server/src/modules/sports/sports.api.test.ts',
  'apps/server/src/modules/sports/feed.api.test.ts',
  'apps/server/src/modules/points/*.api.test.ts',
  'apps/server/src/modules/protection/*.api.test.ts',
  'apps/server/src/modules/vendor-wallet/vendor-wallet.one-statement.api.test.ts',
];
const ALL_API_TESTS = ['apps/server/src/**/*.api.test.ts'];

// Vitest's default on a 2-core machine is one worker; the API tests wait on the database and timers as
// much as they compute, so a few files run side by side.
const API_WORKERS = 3;

const apiProject = (
  name: string,
  driver: 'pglite' | 'postgres',
  include: string[],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    include,
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    globalSetup: [PREPARED_DATABASE],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: API_WORKERS,
    // A worker keeps the loaded server modules from file to file instead of loading them afresh for each
    // (a few seconds of CPU a file). Each file builds its own app on its own database copy, and the
    // server keeps no state in its modules beyond pure caches, so nothing of one file reaches the next.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/console/src/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit-web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker instead of one per file; fresh-page.ts empties what a file leaves behind.
          isolate: false,
          setupFiles: ['./src/test/fresh-page.ts'],
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            apiProject('api', 'pglite', ON_BOTH_DATABASES),
            apiProject('api-postgres', 'postgres', ALL_API_TESTS),
          ]
        : [apiProject('api', 'pglite', ALL_API_TESTS)]),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          // The sites run on PostgreSQL when there is one: the database then works in processes of its
          // own instead of inside the test process, beside the browser.
          env: { TEST_DB_DRIVER: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
          globalSetup: [PREPARED_DATABASE],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files side by side: a file waits on its site and browser about half of its time, so two
          // keep both cores busy; each took about a fifth longer than alone, on Postgres (the site's
          // database in processes of its own).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // The files share one worker and its loaded modules (the server, drizzle, playwright) instead of
          // loading them afresh per file, which took a few seconds of each file's start. Each file starts
          // and closes its own site, database and browser, so no state of one file reaches the next.
          isolate: false,
        },
      },
    ],
  },
});
