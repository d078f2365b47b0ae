import type { JobRun, JobRunListQuerySchema } from '@swerte/contracts';
import type { z } from 'zod';
import type { JobDb } from './job-db.js';

type JobRunListQuery = z.output<typeof JobRunListQuerySchema>;

const RUN_COLUMNS = `id::text, name, state::text AS state, data, singleton_key, retry_count, retry_limit,
  created_on, started_on, completed_on, output->>'message' AS error`;

/** Live and archived runs, newest first; pg-boss's own internal queues are left out. */
const HISTORY_SQL = `
  SELECT * FROM (
    SELECT ${RUN_COLUMNS} FROM pgboss.job
    UNION ALL
    SELECT ${RUN_COLUMNS} FROM pgboss.archive
  ) runs
  WHERE name NOT LIKE '\\_\\_pgboss%'
    AND ($1::text IS NULL OR name = $1 OR data->>'job' = $1)
    AND ($2::text IS NULL OR state = $2)
  ORDER BY created_on DESC, id DESC
  LIMIT $3 OFFSET $4`;

interface RunRow {
  id: string;
  name: string;
  state: JobRun['state'];
  data: { job?: string; period?: string } | null;
  singleton_key: string | null;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  error: string | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toJobRun(row: RunRow): JobRun {
  const period = row.singleton_key ?? row.data?.period ?? null;
  return {
    id: row.id,
    queue: row.name,
    job: row.data?.job ?? row.name,
    state: row.state,
    period: period ? new Date(period).toISOString() : null,
    attempts: row.started_on ? Number(row.retry_count) + 1 : 0,
    retryLimit: Number(row.retry_limit),
    createdAt: new Date(row.created_on).toISOString(),
    startedAt: iso(row.started_on),
    completedAt: iso(row.completed_on),
    error: row.error,
  };
}

/** The operators' view of the queue: what ran for which period, how often it was tried, and why it failed. */
export async function listJobRuns(jobDb: JobDb, query: JobRunListQuery) {
  const { job = null, state = null, page, size } = query;
  const { rows } = await jobDb.executeSql(HISTORY_SQL, [job, state, size, (page - 1) * size]);
  return { list: (rows as unknown as RunRow[]).map(toJobRun), page, size };
}
