import { adminLabelEndpoints as ops, LabelIdParamsSchema, LabelMemberParamsSchema } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../../platform/auth.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { Acting, LabelsService } from './labels.service.js';

/** The back office's member labels: admins name them, admins and support put them on members. */
export function registerLabelRoutes(
  app: FastifyInstance,
  labels: LabelsService,
  ipOf: (request: FastifyRequest) => string,
): void {
  const by = (request: FastifyRequest): Acting => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  registerEndpoint(app, ops.list, () => labels.list());
  registerEndpoint(app, ops.create, ({ body, request }) => labels.create(body, by(request)));
  registerEndpoint(app, ops.update, ({ params, body, request }) =>
    labels.update(LabelIdParamsSchema.parse(params).id, body, by(request)),
  );
  registerEndpoint(app, ops.memberLabels, ({ params }) =>
    labels.memberLabels(LabelMemberParamsSchema.parse(params).id),
  );
  registerEndpoint(app, ops.setMemberLabels, ({ params, body, request }) =>
    labels.setMemberLabels(LabelMemberParamsSchema.parse(params).id, body.labelIds, by(request)),
  );
}
