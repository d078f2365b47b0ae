import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { listJobRuns } from './job-history.js';
import { openJobDb } from './job-db.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

export type { JobContext, JobOptions, CronOptions } from './job-runner.js';

export interface Jobs extends Pick<JobRunner, 'every' | 'cron'> {
  history: (query: Parameters<typeof listJobRuns>[1]) => ReturnType<typeof listJobRuns>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled work: define jobs while the app is built; they run from ready until close. */
    jobs: Jobs;
  }
}

/**
 * The job queue of this app: started when the app is ready, stopped before the database closes (runs
 * under way finish first, within the shutdown timeout). `now` is the app's clock (BuildAppOptions.clock).
 */
export function registerJobs(
  app: FastifyInstance,
  database: Database,
  config: Config,
  now: () => Date = () => new Date(),
): void {
  const jobDb = openJobDb(database, config.JOB_POOL_SIZE);
  const runner = createJobRunner(
    jobDb,
    {
      pollSeconds: config.JOB_POLL_SECONDS,
      maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
      historyDays: config.JOB_HISTORY_DAYS,
      timeZone: config.SITE_TIMEZONE,
      now,
    },
    app.log,
  );
  app.decorate('jobs', {
    every: runner.every,
    cron: runner.cron,
    history: (query) => listJobRuns(jobDb, query),
  } satisfies Jobs);
  app.addHook('onReady', () => runner.start());
  app.addHook('preClose', () => runner.stop(config.SHUTDOWN_TIMEOUT_MS));
}
