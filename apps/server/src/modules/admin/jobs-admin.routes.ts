import { adminJobEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { Jobs } from '../../platform/jobs/index.js';
import { registerEndpoint } from '../../platform/route.js';

export function registerJobAdminRoutes(app: FastifyInstance, jobs: Pick<Jobs, 'history'>): void {
  registerEndpoint(app, adminJobEndpoints.list, ({ query }) => jobs.history(query));
}
