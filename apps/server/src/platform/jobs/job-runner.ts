import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobDb } from './job-db.js';
import { assertCron, duePeriodOf, periodJobId, type JobSchedule } from './periods.js';

/** What a run is told: which period it runs for, and which attempt this is (1 on the first). */
export interface JobContext {
  period: Date;
  attempt: number;
}

export interface JobOptions {
  /** Seconds after which a run still active counts as lost (its node died) and is retried elsewhere. */
  expireSeconds?: number;
  /** Retries after a failed run, with exponential back-off from `retryDelaySeconds`; then dead-lettered. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface CronOptions extends JobOptions {
  /** IANA zone the expression is read in (default the site's). */
  timeZone?: string;
  /** A node starting up to this long after a missed time still runs it (default 600). */
  catchUpSeconds?: number;
}

export interface JobRunnerSettings {
  /** How often an idle worker asks for a job. */
  pollSeconds: number;
  /** How often one node expires lost runs and archives finished ones. */
  maintenanceSeconds: number;
  /** How long finished runs stay listed. */
  historyDays: number;
  timeZone: string;
  /**
   * The time the runner decides due periods by (default the machine's). Only which period is due follows
   * it: pg-boss's own timing (polls, expiry, retries) stays on the real clock. Tests and the e2e site move
   * it to run a period's job (the daily salary after midnight) without waiting for it.
   */
  now?: () => Date;
}

/** Failed runs past their retries are copied here, where an operator sees them (no worker takes them). */
export const DEAD_LETTER_QUEUE = 'dead-letters';

interface JobDefinition extends Required<JobOptions> {
  name: string;
  schedule: JobSchedule;
  /** The schedule's due period at a time (duePeriodOf). */
  due: (now: Date) => Date | null;
  run: (context: JobContext) => Promise<unknown>;
}

interface PeriodData {
  /** Kept in the data too, so a dead letter still says which job it came from. */
  job: string;
  period: string;
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Creates a queue unless it exists. Each queue is a partition attached to pg-boss's job table, and two
 * nodes starting at once can deadlock attaching theirs; PostgreSQL aborts one, which tries again.
 */
async function createQueue(boss: PgBoss, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name, options);
    } catch (error) {
      const retriable = (error as { code?: string }).code === '40P01' || /already exists/.test(String(error));
      if (!retriable || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/**
 * Scheduled work on pg-boss, run once per (job, period) however many nodes run it: every node queues
 * the period that is due under an id derived from (job, period), so one insert wins; a worker on any
 * node takes it (SKIP LOCKED); a run whose node dies is expired by maintenance and retried by another.
 * A run must still be idempotent: a node can die after its effect and before the job is marked done.
 */
export function createJobRunner(jobDb: JobDb, settings: JobRunnerSettings, log: FastifyBaseLogger) {
  const now = settings.now ?? (() => new Date());
  const definitions = new Map<string, JobDefinition>();
  const lastQueued = new Map<string, number>();
  const workerIds = new Map<string, string>();
  let boss: PgBoss | null = null;
  let ticker: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  let stopping = false;

  function define(name: string, schedule: JobSchedule, run: JobDefinition['run'], options: JobOptions) {
    if (boss) throw new Error(`job ${name} defined after the job runner started`);
    if (definitions.has(name)) throw new Error(`job ${name} defined twice`);
    const periodSeconds = 'everySeconds' in schedule ? schedule.everySeconds : 3600;
    definitions.set(name, {
      name,
      schedule,
      due: duePeriodOf(schedule),
      run,
      expireSeconds: options.expireSeconds ?? Math.min(900, Math.max(30, periodSeconds * 2)),
      retryLimit: options.retryLimit ?? 3,
      retryDelaySeconds: options.retryDelaySeconds ?? 2,
    });
  }

  async function queueDuePeriods(now: Date) {
    if (!boss) return;
    for (const job of definitions.values()) {
      const period = job.due(now);
      if (!period || lastQueued.get(job.name) === period.getTime()) continue;
      const key = period.toISOString();
      const data: PeriodData = { job: job.name, period: key };
      const id = await boss.send(job.name, data, { id: periodJobId(job.name, period), singletonKey: key });
      lastQueued.set(job.name, period.getTime());
      // The node that queued a period asks its worker at once instead of at the next poll.
      const workerId = workerIds.get(job.name);
      if (id && workerId) boss.notifyWorker(workerId);
    }
  }

  function tick() {
    if (ticking) return;
    ticking = queueDuePeriods(now())
      .catch((error: unknown) => log.error({ err: error }, 'could not queue due jobs'))
      .finally(() => (ticking = null));
  }

  async function work(instance: PgBoss, job: JobDefinition) {
    await createQueue(instance, job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
    });
    const options = { includeMetadata: true as const, pollingIntervalSeconds: settings.pollSeconds };
    const workerId = await instance.work<PeriodData>(job.name, options, async ([queued]) => {
      if (!queued) return;
      // A job fetched while the node shuts down is handed back (failed, so another node retries it).
      if (stopping) throw new Error('job runner stopping');
      const context = { period: new Date(queued.data.period), attempt: queued.retryCount + 1 };
      try {
        await job.run(context);
      } catch (error) {
        log.error(
          { err: error, job: job.name, period: queued.data.period, attempt: context.attempt },
          'job failed',
        );
        throw error;
      }
    });
    workerIds.set(job.name, workerId);
  }

  return {
    /** Runs `run` once per period of `seconds` (aligned to the epoch) across every node. */
    every: (name: string, seconds: number, run: JobDefinition['run'], options: JobOptions = {}) => {
      define(name, { everySeconds: seconds }, run, options);
    },
    /** Runs `run` once per time of a cron expression (minutes, hours, days of month, months, weekdays). */
    cron: (name: string, expression: string, run: JobDefinition['run'], options: CronOptions = {}) => {
      const timeZone = options.timeZone ?? settings.timeZone;
      assertCron(expression, timeZone);
      define(
        name,
        { cron: expression, timeZone, catchUpSeconds: options.catchUpSeconds ?? 600 },
        run,
        options,
      );
    },
    async start() {
      const instance = new PgBoss({
        db: jobDb,
        schedule: false,
        maintenanceIntervalSeconds: settings.maintenanceSeconds,
        // Completed runs stay in the live table an hour (longer than a cron's catch-up window, so a
        // period cannot be queued again), then in the archive for the history's length.
        archiveCompletedAfterSeconds: 3600,
        deleteAfterDays: settings.historyDays,
      });
      instance.on('error', (error: unknown) => log.warn({ err: error }, 'job queue error'));
      await instance.start();
      boss = instance;
      await createQueue(instance, DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
      for (const job of definitions.values()) await work(instance, job);
      ticker = setInterval(tick, 1000);
      tick();
    },
    /** Stops queueing and polling, lets runs under way finish (up to `timeoutMs`), then lets the database go. */
    async stop(timeoutMs: number) {
      stopping = true;
      if (ticker) clearInterval(ticker);
      ticker = null;
      await ticking;
      const instance = boss;
      boss = null;
      if (instance) await instance.stop({ graceful: true, timeout: timeoutMs, wait: true });
      await jobDb.close();
    },
  };
}
