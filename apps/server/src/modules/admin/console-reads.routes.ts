import { adminConsoleEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/route.js';
import type { ConsoleReads } from './console-reads.service.js';

/** Every operator who looks after members reads the figures and a member's records. */
const READ_ROLES = ['admin', 'finance', 'support'] as const;
/** The audit trail shows every operator's and security action: admins only. */
const AUDIT_ROLES = ['admin'] as const;

/** The operator console's read calls (apps/console). */
export function registerConsoleReadRoutes(app: FastifyInstance, reads: ConsoleReads): void {
  const e = adminConsoleEndpoints;
  const id = (params: Record<string, string>) => Number(params.id);
  registerEndpoint(app, e.dashboard, ({ query }) => reads.dashboard(query), { roles: READ_ROLES });
  registerEndpoint(app, e.members, ({ query }) => reads.members(query), { roles: READ_ROLES });
  registerEndpoint(app, e.member, ({ params }) => reads.member(id(params)), { roles: READ_ROLES });
  registerEndpoint(app, e.memberLedger, ({ params, query }) => reads.ledger(id(params), query), {
    roles: READ_ROLES,
  });
  registerEndpoint(app, e.memberBets, ({ params, query }) => reads.bets(id(params), query), {
    roles: READ_ROLES,
  });
  registerEndpoint(app, e.memberPayments, ({ params, query }) => reads.payments(id(params), query), {
    roles: READ_ROLES,
  });
  registerEndpoint(app, e.audit, ({ query }) => reads.audit(query), { roles: AUDIT_ROLES });
}
