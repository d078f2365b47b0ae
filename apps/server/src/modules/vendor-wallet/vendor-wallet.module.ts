import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { EventOutbox } from '../../platform/events/index.js';
import type { MemberService } from '../member/member.service.js';
import type { BetService } from '../wallet/bets/index.js';
import type { LedgerService } from '../wallet/ledger/index.js';
import { createBetReportService, type BetReportService } from './bet-report.service.js';
import { createLaunchTokens, type LaunchTokens } from './launch-tokens.js';
import { registerVendorWalletRoutes } from './vendor-wallet.routes.js';
import { createVendorWalletService, type VendorWalletService } from './vendor-wallet.service.js';

export interface VendorWalletServices {
  launchTokens: LaunchTokens;
  vendorWallet: VendorWalletService;
  betReports: BetReportService;
}

export function createVendorWalletServices(deps: {
  db: Db;
  serverKey: string;
  bets: BetService;
  ledger: LedgerService;
  members: Pick<MemberService, 'accountTypeOf'>;
  events: Pick<EventOutbox, 'subscribers'>;
}): VendorWalletServices {
  const launchTokens = createLaunchTokens(deps.db);
  const vendorWallet = createVendorWalletService({ ...deps, launchTokens });
  const betReports = createBetReportService({ ...deps, secretOf: vendorWallet.secretOf });
  return { launchTokens, vendorWallet, betReports };
}

export function registerVendorWalletModule(
  app: FastifyInstance,
  services: VendorWalletServices,
  options: { rateLimitMax: number },
): void {
  registerVendorWalletRoutes(app, {
    vendorWallet: services.vendorWallet,
    betReports: services.betReports,
    rateLimitMax: options.rateLimitMax,
  });
}
