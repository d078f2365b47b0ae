import {
  OrderParamsSchema,
  PAYMENTS_PATHS,
  RECEIPT_MAX_BASE64,
  RECEIPT_MAX_FILES,
  paymentsEndpoints as api,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember, requireRealAccount } from '../../../platform/auth.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { ClientOf } from '../../session/session.routes.js';
import type { DepositService } from './deposit.service.js';
import type { SandboxGateway } from './sandbox-gateway.service.js';
import type { WithdrawalService } from './withdrawal.service.js';

/** Three receipts at their largest, as base64 in JSON, plus the other fields. */
export const DEPOSIT_BODY_LIMIT = RECEIPT_MAX_FILES * RECEIPT_MAX_BASE64 + 64 * 1024;

export interface PaymentRouteDeps {
  deposits: DepositService;
  withdrawals: WithdrawalService;
  gateway: SandboxGateway;
  clientOf: ClientOf;
}

/** An image from the database: never cached by shared caches, never sniffed into something else. */
export function sendReceipt(reply: FastifyReply, receipt: { mime: string; data: Buffer }) {
  return reply
    .type(receipt.mime)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .send(receipt.data);
}

/** Deposits and withdrawals of the member centre: real accounts only. */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const { deposits, withdrawals, clientOf } = deps;
  const real = { guard: 'realAccount' } as const;
  const who = (request: FastifyRequest) => ({
    memberId: requireMember(request).memberId,
    ip: clientOf(request).ip,
  });

  registerEndpoint(app, api.depositMethods, () => deposits.listMethods(), real);
  // Receipts travel as base64 inside the JSON body (bounded per file and in count), so this one call
  // gets a JSON parser with a larger body limit than the rest of the API.
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: DEPOSIT_BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'ignore'),
    );
    registerEndpoint(
      scope,
      api.bankDeposit,
      ({ body, request }) => {
        const { memberId, ip } = who(request);
        return deposits.createBankDeposit(memberId, body, ip);
      },
      { guard: 'realAccount', limit: 'auth' },
    );
    done();
  });
  registerEndpoint(
    app,
    api.gatewayDeposit,
    async ({ body, request }) => {
      const { memberId, ip } = who(request);
      const { deposit } = await deposits.createGatewayDeposit(memberId, body, ip);
      return { deposit, payUrl: deps.gateway.payUrl(deposit.orderNo) };
    },
    { guard: 'realAccount', limit: 'auth' },
  );
  registerEndpoint(
    app,
    api.deposits,
    ({ query, request }) => deposits.listMine(who(request).memberId, query),
    real,
  );

  registerEndpoint(
    app,
    api.cancelDeposit,
    ({ params, request }) => {
      const { memberId, ip } = who(request);
      return deposits.cancelMine(memberId, OrderParamsSchema.parse(params).orderNo, ip);
    },
    real,
  );

  // A self-excluded member's withdrawal-only token may take the balance out (protection area).
  const withdrawing = { ...real, openWhenExcluded: true } as const;
  registerEndpoint(
    app,
    api.withdrawInfo,
    ({ request }) => withdrawals.info(who(request).memberId),
    withdrawing,
  );
  registerEndpoint(
    app,
    api.withdraw,
    ({ body, request }) => {
      const { memberId, ip } = who(request);
      return withdrawals.request(memberId, body, ip);
    },
    { ...withdrawing, limit: 'auth' },
  );
  registerEndpoint(
    app,
    api.withdrawals,
    ({ query, request }) => withdrawals.listMine(who(request).memberId, query),
    withdrawing,
  );
  registerEndpoint(
    app,
    api.confirmWithdrawal,
    ({ params, body, request }) => {
      const { memberId, ip } = who(request);
      return withdrawals.confirm(memberId, OrderParamsSchema.parse(params).orderNo, body.confirmation, ip);
    },
    withdrawing,
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    PAYMENTS_PATHS.memberReceipt,
    {
      schema: {
        summary: "One receipt image of the member's own deposit",
        tags: ['payments'],
        security: [{ bearerAuth: [] }],
        params: OrderParamsSchema.extend({
          receiptId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
        }),
      },
      onRequest: async (request) => {
        request.member = await app.endpointSupport.authenticate(request);
        requireRealAccount(request);
      },
    },
    async (request, reply) => {
      const { orderNo, receiptId } = request.params;
      return sendReceipt(reply, await deposits.memberReceipt(who(request).memberId, orderNo, receiptId));
    },
  );
}
