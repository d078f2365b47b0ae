import { adminJobEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { Jobs } from '../../platform/jobs/index.js';
import { registerEndpoint } from '../../platform/route.js';

/** Jobs settle money (salaries, draws), so whoever handles money sees how they ran. */
const JOB_ROLES = ['admin', 'finance'] as const;

export function registerJobAdminRoutes(app: FastifyInstance, jobs: Pick<Jobs, 'history'>): void {
  registerEndpoint(app, adminJobEndpoints.list, ({ query }) => jobs.history(query), { roles: JOB_ROLES });
}
