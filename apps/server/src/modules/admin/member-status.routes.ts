import {
  adminMemberStatusEndpoints,
  MemberIdParamsSchema,
  MemberSessionParamsSchema,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { MemberStatusAdmin, StatusActor } from './member-status.service.js';

export function registerMemberStatusRoutes(
  app: FastifyInstance,
  admin: MemberStatusAdmin,
  ipOf: (request: FastifyRequest) => string,
): void {
  const e = adminMemberStatusEndpoints;
  const by = (request: FastifyRequest): StatusActor => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const idOf = (params: unknown) => MemberIdParamsSchema.parse(params).id;
  registerEndpoint(app, e.status, ({ params }) => admin.status(idOf(params)));
  registerEndpoint(app, e.lock, ({ params, body, request }) =>
    admin.lock(idOf(params), body.reason, by(request)),
  );
  registerEndpoint(app, e.unlock, ({ params, body, request }) =>
    admin.unlock(idOf(params), body.reason, by(request)),
  );
  registerEndpoint(app, e.forcePasswordChange, ({ params, body, request }) =>
    admin.forcePasswordChange(idOf(params), body.reason, by(request)),
  );
  registerEndpoint(app, e.sessions, ({ params }) => admin.sessions(idOf(params)));
  registerEndpoint(app, e.endSession, ({ params, request }) => {
    const { id, sessionId } = MemberSessionParamsSchema.parse(params);
    return admin.endSession(id, sessionId, by(request));
  });
  registerEndpoint(app, e.logins, ({ params, query }) => admin.logins(idOf(params), query));
}
