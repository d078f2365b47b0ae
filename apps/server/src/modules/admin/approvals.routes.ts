import { ApprovalIdParamsSchema, adminApprovalEndpoints as api } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { ClientOf } from '../session/session.routes.js';
import type { ApprovalThresholdService } from './approval-thresholds.js';
import type { ApprovalService } from './approvals.service.js';

export interface ApprovalRouteDeps {
  approvals: ApprovalService;
  thresholds: Pick<ApprovalThresholdService, 'read' | 'set'>;
  clientOf: ClientOf;
}

/** Four-eyes requests under /wps/admin/approvals (who may make each call: the permission matrix). */
export function registerApprovalRoutes(
  app: FastifyInstance,
  { approvals, thresholds, clientOf }: ApprovalRouteDeps,
): void {
  const by = (request: FastifyRequest) => ({
    operatorId: requireOperator(request).operatorId,
    ip: clientOf(request).ip,
  });
  const idOf = (params: unknown) => ApprovalIdParamsSchema.parse(params).id;
  registerEndpoint(app, api.list, ({ query }) => approvals.list(query));
  registerEndpoint(app, api.create, ({ body, request }) => approvals.create(body, by(request)));
  registerEndpoint(app, api.approve, ({ params, request }) => approvals.approve(idOf(params), by(request)));
  registerEndpoint(app, api.reject, ({ params, body, request }) =>
    approvals.reject(idOf(params), body.reason, by(request)),
  );
  registerEndpoint(app, api.thresholds, () => thresholds.read());
  registerEndpoint(app, api.setThresholds, ({ body, request }) => {
    const { operatorId, ip } = by(request);
    return thresholds.set(body, { actor: `operator:${operatorId}`, ip });
  });
}
