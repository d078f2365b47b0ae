import {
  AdminIdParamsSchema,
  PAYMENTS_PATHS,
  adminDepositMethodEndpoints as methodsApi,
  adminPaymentsEndpoints as api,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../../platform/auth.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { ClientOf } from '../../session/session.routes.js';
import type { DepositMethodAdmin } from './deposit-methods.service.js';
import type { DepositService } from './deposit.service.js';
import { sendReceipt } from './payments.routes.js';
import type { WithdrawalService } from './withdrawal.service.js';

export interface PaymentAdminRouteDeps {
  deposits: DepositService;
  depositMethods: DepositMethodAdmin;
  withdrawals: WithdrawalService;
  clientOf: ClientOf;
}

/** Deposit methods and the deposit and withdrawal review under /wps/admin: admin and finance only. */
export function registerPaymentAdminRoutes(app: FastifyInstance, deps: PaymentAdminRouteDeps): void {
  const { deposits, depositMethods, withdrawals, clientOf } = deps;
  const by = (request: FastifyRequest) => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: clientOf(request).ip,
  });
  const idOf = (params: unknown) => AdminIdParamsSchema.parse(params).id;

  registerEndpoint(app, api.deposits, ({ query }) => deposits.list(query.status, query));
  registerEndpoint(app, api.approveDeposit, ({ params, body, request }) =>
    deposits.approve(idOf(params), body.remark, by(request)),
  );
  registerEndpoint(app, api.rejectDeposit, ({ params, body, request }) =>
    deposits.reject(idOf(params), body.remark, by(request)),
  );
  registerEndpoint(app, methodsApi.list, () => depositMethods.list());
  registerEndpoint(app, methodsApi.create, ({ body, request }) => depositMethods.create(body, by(request)));
  registerEndpoint(app, methodsApi.update, ({ params, body, request }) =>
    depositMethods.update(idOf(params), body, by(request)),
  );
  registerEndpoint(app, methodsApi.setEnabled, ({ params, body, request }) =>
    depositMethods.setEnabled(idOf(params), body.enabled, by(request)),
  );
  registerEndpoint(app, methodsApi.order, ({ body, request }) => depositMethods.order(body.ids, by(request)));

  registerEndpoint(app, api.withdrawals, ({ query }) => withdrawals.list(query.status, query));
  registerEndpoint(app, api.payWithdrawal, ({ params, body, request }) =>
    withdrawals.markPaid(idOf(params), body.remark, by(request)),
  );
  registerEndpoint(app, api.rejectWithdrawal, ({ params, body, request }) =>
    withdrawals.reject(idOf(params), body.remark, by(request)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    PAYMENTS_PATHS.operatorReceipt,
    {
      schema: {
        summary: 'One receipt image of any deposit (admin, finance)',
        tags: ['admin'],
        security: [{ operatorAuth: [] }],
        params: AdminIdParamsSchema.extend({
          receiptId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
        }),
      },
      onRequest: async (request) => {
        request.operator = await app.endpointSupport.authorizeOperator(
          request,
          'GET',
          PAYMENTS_PATHS.operatorReceipt,
        );
      },
    },
    async (request, reply) =>
      sendReceipt(
        reply,
        await deposits.operatorReceipt(request.params.id, request.params.receiptId, by(request)),
      ),
  );
}
