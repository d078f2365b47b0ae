import { recordsEndpoints as api } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../../platform/auth.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { RecordService } from './records.service.js';

/** The member centre's records: real accounts only, like the member centre (§5). */
export function registerRecordRoutes(app: FastifyInstance, records: RecordService): void {
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
  registerEndpoint(
    app,
    api.betRecord,
    ({ query, request }) => records.listBets(me(request), query, requestLanguage(request)),
    real,
  );
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
}
