import { adminMemberCareEndpoints as api, MemberCareParamsSchema } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { VipService } from './vip.service.js';

/** The console's VIP level of one member: read it, fix it or return it to the ladder's rule. */
export function registerMemberVipRoutes(
  app: FastifyInstance,
  { vip, ipOf }: { vip: VipService; ipOf: (request: FastifyRequest) => string },
): void {
  const idOf = (params: unknown) => MemberCareParamsSchema.parse(params).id;
  registerEndpoint(app, api.vip, ({ params }) => vip.memberVip(idOf(params)));
  registerEndpoint(app, api.setVip, ({ params, body, request }) =>
    vip.setMemberVip(idOf(params), body, {
      operatorId: requireOperator(request).operatorId,
      ip: ipOf(request),
    }),
  );
}
