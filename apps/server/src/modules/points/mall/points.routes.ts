import {
  adminPointsEndpoints as ops,
  pointsEndpoints as api,
  PointIdParamsSchema,
  RewardIdParamsSchema,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../../platform/auth.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { PointsAdmin } from './points-admin.service.js';
import type { PointsService } from './points.service.js';
import type { Acting, RedeemService } from './redeem.service.js';

export interface PointsRouteDeps {
  points: PointsService;
  redeem: RedeemService;
  admin: PointsAdmin;
  ipOf: (request: FastifyRequest) => string;
}

/** The §7 Points calls (real accounts only, like the member centre) and their back office. */
export function registerPointsRoutes(app: FastifyInstance, { points, redeem, admin, ipOf }: PointsRouteDeps) {
  const real = { guard: 'realAccount' } as const;
  const me = (request: FastifyRequest) => requireMember(request).memberId;
  const lang = requestLanguage;

  registerEndpoint(app, api.balance, ({ request }) => points.getBalance(me(request)), real);
  registerEndpoint(
    app,
    api.rewards,
    ({ request, query }) => points.getRewards(me(request), lang(request), query),
    real,
  );
  registerEndpoint(app, api.config, () => points.getConfig(), real);
  registerEndpoint(
    app,
    api.redeem,
    ({ request, body }) => redeem.redeem(me(request), body, ipOf(request), lang(request)),
    real,
  );
  registerEndpoint(
    app,
    api.redemptions,
    ({ request, query }) => redeem.listMine(me(request), lang(request), query),
    real,
  );
  registerEndpoint(
    app,
    api.convert,
    ({ request, body }) => points.convert(me(request), body, ipOf(request)),
    real,
  );
  const by = (request: FastifyRequest): Acting => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const idOf = (params: unknown) => PointIdParamsSchema.parse(params).id;
  const rewardOf = (params: unknown) => RewardIdParamsSchema.parse(params).id;
  registerEndpoint(app, ops.rates, () => admin.listRates());
  registerEndpoint(app, ops.setRates, ({ body, request }) => admin.setRates(body.rates, by(request)));
  registerEndpoint(app, ops.config, () => admin.getConfig());
  registerEndpoint(app, ops.setConfig, ({ body, request }) => admin.setConfig(body, by(request)));
  registerEndpoint(app, ops.rewards, () => admin.listRewards());
  registerEndpoint(app, ops.createReward, ({ body, request }) => admin.createReward(body, by(request)));
  registerEndpoint(app, ops.updateReward, ({ params, body, request }) =>
    admin.updateReward(rewardOf(params), body, by(request)),
  );
  registerEndpoint(app, ops.removeReward, ({ params, request }) =>
    admin.removeReward(rewardOf(params), by(request)),
  );
  registerEndpoint(app, ops.redemptions, ({ query }) => redeem.listForOperator(query));
  registerEndpoint(app, ops.approve, ({ params, body, request }) =>
    redeem.decide(idOf(params), 'approved', body.remark, by(request)),
  );
  registerEndpoint(app, ops.reject, ({ params, body, request }) =>
    redeem.decide(idOf(params), 'rejected', body.remark, by(request)),
  );
}
