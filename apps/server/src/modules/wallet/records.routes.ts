import { recordsEndpoints as api } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { RebateService } from './rebate.service.js';
import type { RecordService } from './records.service.js';

/** The member centre's records and manual rebate: real accounts only, like the member centre (§5). */
export function registerRecordRoutes(
  app: FastifyInstance,
  { records, rebates }: { records: RecordService; rebates: RebateService },
): void {
  const real = { guard: 'realAccount' } as const;
  const me = (request: Parameters<typeof requireMember>[0]) => requireMember(request).memberId;

  registerEndpoint(
    app,
    api.transactions,
    ({ query, request }) => records.listTransactions(me(request), query),
    real,
  );
  registerEndpoint(
    app,
    api.transactionDetail,
    ({ query, request }) => records.getTransaction(me(request), query),
    real,
  );
  registerEndpoint(app, api.betRecord, ({ query, request }) => records.listBets(me(request), query), real);
  registerEndpoint(
    app,
    api.profitLoss,
    ({ query, request }) => records.getProfitLoss(me(request), query),
    real,
  );
  registerEndpoint(
    app,
    api.bonusDetails,
    ({ query, request }) => records.listBonuses(me(request), query),
    real,
  );
  registerEndpoint(app, api.manualRebate, ({ request }) => rebates.getManualRebate(me(request)), real);
  registerEndpoint(app, api.claimRebate, ({ request }) => rebates.claim(me(request)), real);
  registerEndpoint(
    app,
    api.rebateClaims,
    ({ query, request }) => rebates.listClaims(me(request), query),
    real,
  );
}
