import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-test-app.js';
import {
  createProofTables,
  proofEffects,
  proofRuns,
  recordProofRun,
  waitFor,
} from '../../../test/job-proof.js';
import { migrateDatabase } from '../db/migrate.js';
import { listJobRuns } from './job-history.js';
import { openJobDb, type JobDb } from './job-db.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

const log = Fastify({ logger: false }).log;
const settings = { pollSeconds: 0.5, maintenanceSeconds: 1, historyDays: 1, timeZone: 'UTC' };

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await migrateDatabase(t.database);
  await createProofTables(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** A "node": a runner of its own (on PostgreSQL with its own pool) on the shared database. */
function node(now?: () => Date): { runner: JobRunner; jobDb: JobDb } {
  const jobDb = openJobDb(t.database, 2);
  return { runner: createJobRunner(jobDb, { ...settings, ...(now ? { now } : {}) }, log), jobDb };
}

describe(`job runner on ${process.env.TEST_DB_DRIVER ?? 'pglite'}`, () => {
  it('runs a job once per period when two nodes race to queue and take it', async () => {
    const nodes = [node(), node()];
    nodes.forEach(({ runner }, i) =>
      runner.every('race', 1, (context) => recordProofRun(t.database.db, 'race', `node-${i}`, context)),
    );
    await Promise.all(nodes.map(({ runner }) => runner.start()));
    await waitFor(async () => (await proofEffects(t.database.db, 'race')).length >= 3, 15_000);
    await Promise.all(nodes.map(({ runner }) => runner.stop(5000)));

    const runs = await proofRuns(t.database.db, 'race');
    const periods = runs.map((run) => run.period);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(periods).size).toBe(periods.length);
    expect((await proofEffects(t.database.db, 'race')).map((e) => e.period)).toEqual([...periods].sort());
  });

  it('runs a cron job once for its latest time, however many nodes start within its catch-up window', async () => {
    const nodes = [node(), node()];
    nodes.forEach(({ runner }, i) =>
      runner.cron('every-minute', '* * * * *', (context) =>
        recordProofRun(t.database.db, 'every-minute', `node-${i}`, context),
      ),
    );
    await Promise.all(nodes.map(({ runner }) => runner.start()));
    await waitFor(async () => (await proofRuns(t.database.db, 'every-minute')).length >= 1, 10_000);
    // Both nodes keep ticking over the same minute meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await Promise.all(nodes.map(({ runner }) => runner.stop(5000)));
    const runs = await proofRuns(t.database.db, 'every-minute');
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(new Set(runs.map((run) => run.period)).size).toBe(runs.length);
    expect(runs.every((run) => run.period.endsWith(':00'))).toBe(true);
  });

  it('decides due periods by its injected clock: moved forward, it runs the cron time that comes next', async () => {
    // A daily job at 00:10 UTC: on the real clock its latest time is hours past its catch-up window.
    let offset = 0;
    const { runner } = node(() => new Date(Date.now() + offset));
    runner.cron('clock-daily', '10 0 * * *', (context) =>
      recordProofRun(t.database.db, 'clock-daily', 'clocked', context),
    );
    await runner.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const nextDay = new Date(Date.now() + 86_400_000);
    const due = Date.UTC(nextDay.getUTCFullYear(), nextDay.getUTCMonth(), nextDay.getUTCDate(), 0, 10);
    const ranBefore = (await proofRuns(t.database.db, 'clock-daily')).length;
    offset = due + 5_000 - Date.now();
    await waitFor(async () => (await proofRuns(t.database.db, 'clock-daily')).length > ranBefore, 10_000);
    await runner.stop(5000);
    const runs = await proofRuns(t.database.db, 'clock-daily');
    expect(runs.at(-1)?.period).toBe(new Date(due).toISOString().slice(0, 19));
    expect(new Date(due).getTime()).toBeGreaterThan(Date.now()); // a time the real clock has not reached
  });

  it('retries a failing run with back-off, then fails it for good and dead-letters it, all in the history', async () => {
    const { runner, jobDb } = node();
    let calls = 0;
    runner.every(
      'flaky',
      3600,
      () => {
        calls++;
        return Promise.reject(new Error(`payout service unreachable (${calls})`));
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    const attemptsAt: number[] = [];
    runner.every(
      'recovers',
      3600,
      (context) => {
        attemptsAt.push(Date.now());
        return context.attempt === 1 ? Promise.reject(new Error('first attempt fails')) : Promise.resolve();
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    await runner.start();
    const history = () => listJobRuns(jobDb, { page: 1, size: 50 });
    const settled = await waitFor(async () => {
      const { list } = await history();
      const done = (job: string, state: string) => list.some((r) => r.queue === job && r.state === state);
      return done('flaky', 'failed') && done('recovers', 'completed') && done('dead-letters', 'created');
    }, 20_000);
    const { list } = await history();
    await runner.stop(5000);

    expect(settled).toBe(true);
    const flaky = list.find((r) => r.queue === 'flaky');
    expect(flaky).toMatchObject({ job: 'flaky', state: 'failed', attempts: 2, retryLimit: 1 });
    expect(flaky?.error).toBe('payout service unreachable (2)');
    expect(calls).toBe(2);
    expect(list.find((r) => r.queue === 'dead-letters')).toMatchObject({
      job: 'flaky',
      period: flaky?.period,
      error: 'payout service unreachable (2)',
    });
    expect(list.find((r) => r.queue === 'recovers')).toMatchObject({
      state: 'completed',
      attempts: 2,
      error: null,
    });
    // The retry waited for its back-off (at least the first delay of a second).
    expect((attemptsAt[1] ?? 0) - (attemptsAt[0] ?? 0)).toBeGreaterThanOrEqual(900);
  });
});
