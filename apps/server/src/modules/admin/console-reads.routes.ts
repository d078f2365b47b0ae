import { adminConsoleEndpoints } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/route.js';
import type { ConsoleReads } from './console-reads.service.js';

/** The operator console's read calls (apps/console); who may make them is the operator matrix's. */
export function registerConsoleReadRoutes(app: FastifyInstance, reads: ConsoleReads): void {
  const e = adminConsoleEndpoints;
  const id = (params: Record<string, string>) => Number(params.id);
  registerEndpoint(app, e.dashboard, ({ query }) => reads.dashboard(query));
  registerEndpoint(app, e.members, ({ query }) => reads.members(query));
  registerEndpoint(app, e.member, ({ params }) => reads.member(id(params)));
  registerEndpoint(app, e.memberLedger, ({ params, query }) => reads.ledger(id(params), query));
  registerEndpoint(app, e.memberBets, ({ params, query }) => reads.bets(id(params), query));
  registerEndpoint(app, e.memberPayments, ({ params, query }) => reads.payments(id(params), query));
}
