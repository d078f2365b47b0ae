import {
  adminMissionEndpoints as ops,
  missionsEndpoints as api,
  MissionIdParamsSchema,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, requireOperator } from '../../../platform/auth.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { Acting, MissionsService } from './missions.service.js';
import type { ReferralService } from './referral.service.js';
import type { RewardsService } from './rewards.service.js';

export interface MissionRouteDeps {
  missions: MissionsService;
  rewards: RewardsService;
  referrals: ReferralService;
  ipOf: (request: FastifyRequest) => string;
}

/** Missions, the reward center and invite friends (real accounts only), and their back office. */
export function registerMissionRoutes(app: FastifyInstance, deps: MissionRouteDeps): void {
  const { missions, rewards, referrals, ipOf } = deps;
  const real = { guard: 'realAccount' } as const;
  const me = (request: FastifyRequest) => requireMember(request).memberId;
  const lang = requestLanguage;

  registerEndpoint(app, api.summary, ({ request }) => missions.summary(me(request), lang(request)), real);
  registerEndpoint(
    app,
    api.leaderboard,
    ({ request, query }) => missions.leaderboard(me(request), query.missionId, query.periodKey, query.periodsBefore),
    real,
  );
  registerEndpoint(
    app,
    api.join,
    ({ request, body }) => missions.join(me(request), body.missionId, lang(request)),
    real,
  );
  registerEndpoint(app, api.rewardCenter, ({ request }) => rewards.list(me(request), lang(request)), real);
  registerEndpoint(
    app,
    api.claimableCount,
    ({ request }) => rewards.counts(me(request), lang(request)),
    real,
  );
  registerEndpoint(
    app,
    api.claim,
    ({ request, body }) => rewards.claim(me(request), body, lang(request)),
    real,
  );
  registerEndpoint(app, api.referral, ({ request }) => referrals.info(me(request)), real);

  const by = (request: FastifyRequest): Acting => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const idOf = (params: unknown) => MissionIdParamsSchema.parse(params).id;
  registerEndpoint(app, ops.missions, () => missions.list());
  registerEndpoint(app, ops.createMission, ({ body, request }) => missions.create(body, by(request)));
  registerEndpoint(app, ops.updateMission, ({ params, body, request }) =>
    missions.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, ops.referralRule, () => referrals.rule());
  registerEndpoint(app, ops.setReferralRule, ({ body, request }) => referrals.setRule(body, by(request)));
  registerEndpoint(app, ops.referrals, ({ query }) => referrals.report(query.cursor));
  registerEndpoint(app, ops.claims, ({ query }) => rewards.report(query));
}
