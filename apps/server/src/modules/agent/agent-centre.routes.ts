import { adminAgentTreeEndpoints, agentCentreEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAgent, requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { AgentTeamService } from './team.service.js';
import type { AgentTransferService } from './agent-transfer.service.js';
import type { AgentTreeService } from './tree.service.js';

/** Every agent-centre call: an agent session (a player error_not_agent, a trial in_need_true_account). */
const AGENT = { guard: 'agent' } as const;

export function registerAgentCentreRoutes(
  app: FastifyInstance,
  deps: {
    tree: AgentTreeService;
    team: AgentTeamService;
    transfers: AgentTransferService;
    ipOf: (request: FastifyRequest) => string;
  },
): void {
  const { tree, team, transfers, ipOf } = deps;
  const e = agentCentreEndpoints;
  const agentOf = (request: FastifyRequest) => requireAgent(request).memberId;
  registerEndpoint(app, e.invite, ({ request }) => tree.invite(agentOf(request)), AGENT);
  registerEndpoint(app, e.overview, ({ request }) => team.overview(agentOf(request)), AGENT);
  registerEndpoint(app, e.members, ({ request, query }) => team.members(agentOf(request), query), AGENT);
  registerEndpoint(app, e.bets, ({ request, query }) => team.bets(agentOf(request), query), AGENT);
  registerEndpoint(app, e.profit, ({ request, query }) => team.profit(agentOf(request), query), AGENT);
  registerEndpoint(app, e.income, ({ request, query }) => team.income(agentOf(request), query), AGENT);
  registerEndpoint(
    app,
    e.transfer,
    ({ request, body }) => transfers.transfer(agentOf(request), body, ipOf(request)),
    { ...AGENT, limit: 'auth' },
  );
  registerEndpoint(app, adminAgentTreeEndpoints.path, ({ params }) => tree.adminPath(Number(params.id)));
  registerEndpoint(app, adminAgentTreeEndpoints.children, ({ params, query }) =>
    tree.adminChildren(Number(params.id), query),
  );
  registerEndpoint(app, adminAgentTreeEndpoints.move, ({ request, body }) =>
    tree.move(body, { operatorId: requireOperator(request).operatorId, ip: ipOf(request) }),
  );
}
