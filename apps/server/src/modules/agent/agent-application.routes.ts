import { AgentApplicationParamsSchema, adminAgentEndpoints, agentEndpoints } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { AgentApplicationService, OperatorActor } from './agent-application.service.js';

export function registerAgentApplicationRoutes(
  app: FastifyInstance,
  {
    applications,
    ipOf,
  }: { applications: AgentApplicationService; ipOf: (request: FastifyRequest) => string },
): void {
  const by = (request: FastifyRequest): OperatorActor => ({
    operatorId: requireOperator(request).operatorId,
    ip: ipOf(request),
  });
  const idOf = (params: unknown) => AgentApplicationParamsSchema.parse(params).id;

  registerEndpoint(
    app,
    agentEndpoints.apply,
    ({ body, request }) => applications.apply(requireMember(request), body),
    // The per-route limit of the calls bots hammer: an application reaches a person.
    { guard: 'realAccount', limit: 'auth' },
  );
  registerEndpoint(app, agentEndpoints.mine, ({ request }) =>
    applications.mine(requireMember(request).memberId),
  );

  registerEndpoint(app, adminAgentEndpoints.list, ({ query }) => applications.list(query));
  registerEndpoint(app, adminAgentEndpoints.approve, ({ params, body, request }) =>
    applications.approve(idOf(params), body.remark, by(request)),
  );
  registerEndpoint(app, adminAgentEndpoints.reject, ({ params, body, request }) =>
    applications.reject(idOf(params), body.remark, by(request)),
  );
}
