import { recordsEndpoints as api } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../../platform/auth.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { RebateService } from './rebate.service.js';

/** The member centre's manual rebate: real accounts only, like the member centre (§5). */
export function registerRebateRoutes(app: FastifyInstance, rebates: RebateService): void {
  const real = { guard: 'realAccount' } as const;
  const me = (request: Parameters<typeof requireMember>[0]) => requireMember(request).memberId;

  registerEndpoint(app, api.manualRebate, ({ request }) => rebates.getManualRebate(me(request)), real);
  registerEndpoint(app, api.claimRebate, ({ request }) => rebates.claim(me(request)), real);
  registerEndpoint(
    app,
    api.rebateClaims,
    ({ query, request }) => rebates.listClaims(me(request), query),
    real,
  );
}
