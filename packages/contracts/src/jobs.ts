import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/**
 * A run's state in the job queue: created (queued) → active → completed; a failed attempt goes to
 * retry (runs again after a back-off) until its retries are spent, then failed (and a copy is queued
 * on `dead-letters`); cancelled by hand.
 */
export const JobRunStateSchema = z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']);
export type JobRunState = z.infer<typeof JobRunStateSchema>;

const JOB_NAME = /^[a-z0-9-]+$/;

export const JobRunSchema = z.object({
  id: z.string(),
  /** The queue the run is in: the job's name, or `dead-letters` for a copy of a run that failed for good. */
  queue: z.string(),
  /** The scheduled job the run belongs to (for a dead letter: the job that failed). */
  job: z.string(),
  state: JobRunStateSchema,
  /** The period the run is for (ISO 8601 UTC): a job runs once per period across every server node. */
  period: z.iso.datetime().nullable(),
  /** Attempts started so far (0 while queued). */
  attempts: z.number().int(),
  /** Retries allowed after the first attempt. */
  retryLimit: z.number().int(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  /** The last failure's message (a retry's or the final one), null when none failed. */
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

export const JobRunListQuerySchema = z.object({
  /** Only the runs of this job (dead letters included). */
  job: z.string().max(64).regex(JOB_NAME).optional(),
  state: JobRunStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(50).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export type JobRunListQuery = z.input<typeof JobRunListQuerySchema>;

export const adminJobEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/jobs',
    summary:
      'Recent runs of the scheduled jobs, newest first, with state, period, attempts and last error; dead letters included (admin, finance)',
    tag: 'admin',
    auth: 'operator',
    query: JobRunListQuerySchema,
    value: z.object({ list: z.array(JobRunSchema), page: z.number().int(), size: z.number().int() }),
  }),
};
