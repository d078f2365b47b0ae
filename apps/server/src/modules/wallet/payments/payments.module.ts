import type { FastifyInstance } from 'fastify';
import type { EventOutbox } from '../../../platform/events/index.js';
import type { Db } from '../../../platform/db/client.js';
import { hmac } from '../../../platform/tokens.js';
import type { BankAccountService } from '../../member/bank-accounts.service.js';
import type { MemberService } from '../../member/member.service.js';
import type { PaymentPasswordService } from '../../member/payment-password.service.js';
import type { ClientOf } from '../../session/session.routes.js';
import { createDepositMethodAdmin, type DepositMethodAdmin } from './deposit-methods.service.js';
import { createDepositService, type DepositDeps, type DepositService } from './deposit.service.js';
import type { LedgerService } from '../ledger/index.js';
import { registerPaymentAdminRoutes } from './payments-admin.routes.js';
import { registerPaymentRoutes } from './payments.routes.js';
import { SANDBOX, createSandboxGateway, type SandboxGateway } from './sandbox-gateway.service.js';
import { registerSandboxRoutes } from './sandbox.routes.js';
import {
  createWithdrawalService,
  type WithdrawalDeps,
  type WithdrawalService,
  type WithdrawSettings,
} from './withdrawal.service.js';

/**
 * The payment gateways this server can talk to; an operator's gateway method names one of them. The
 * sandbox credits without any payment, so it is offered only where config PAYMENT_SANDBOX asks for it.
 */
export function gatewayAdapters(paymentSandbox: boolean): readonly string[] {
  return paymentSandbox ? [SANDBOX] : [];
}

export interface PaymentServices {
  deposits: DepositService;
  depositMethods: DepositMethodAdmin;
  withdrawals: WithdrawalService;
  gateway: SandboxGateway;
  paymentSandbox: boolean;
}

export interface PaymentDeps {
  db: Db;
  events: Pick<EventOutbox, 'publish'>;
  ledger: LedgerService;
  members: Pick<MemberService, 'findById'>;
  paymentPasswords: Pick<PaymentPasswordService, 'verify'>;
  bankAccounts: Pick<BankAccountService, 'findActive' | 'findDefault' | 'countActive' | 'listBanks'>;
  withdrawSettings: () => Promise<WithdrawSettings>;
  /** Payouts above the operator's four-eyes amount go through approvals. */
  fourEyes: WithdrawalDeps['fourEyes'];
  timeZone: string;
  /** Config SANDBOX_GATEWAY_SECRET, else derived from the server's HMAC key. */
  sandboxSecret: string | undefined;
  hmacKey: string;
  /** Config PAYMENT_SANDBOX: the sandbox gateway's pages and callback exist only when true. */
  paymentSandbox: boolean;
  protection: DepositDeps['protection'];
}

/** Deposits, withdrawals and the sandbox gateway, built over the ledger. */
export function createPaymentServices(deps: PaymentDeps): PaymentServices {
  const gateways = gatewayAdapters(deps.paymentSandbox);
  const deposits = createDepositService({
    db: deps.db,
    events: deps.events,
    ledger: deps.ledger,
    timeZone: deps.timeZone,
    gateways,
    protection: deps.protection,
  });
  const withdrawals = createWithdrawalService({ ...deps, ledger: deps.ledger });
  const gateway = createSandboxGateway({
    db: deps.db,
    secret: deps.sandboxSecret ?? hmac(deps.hmacKey, 'payments:sandbox-gateway'),
    deposits,
  });
  const depositMethods = createDepositMethodAdmin({
    db: deps.db,
    banks: deps.bankAccounts,
    gateways,
  });
  return { deposits, depositMethods, withdrawals, gateway, paymentSandbox: deps.paymentSandbox };
}

export function registerPaymentModules(
  app: FastifyInstance,
  services: PaymentServices,
  clientOf: ClientOf,
  siteName: () => Promise<string>,
): void {
  registerPaymentRoutes(app, { ...services, clientOf });
  registerPaymentAdminRoutes(app, { ...services, clientOf });
  if (services.paymentSandbox)
    registerSandboxRoutes(app, {
      gateway: services.gateway,
      deposits: services.deposits,
      clientOf,
      siteName,
    });
}
