import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { MemberService } from '../member/member.service.js';
import type { BetService } from '../wallet/bets.service.js';
import type { LedgerService } from '../wallet/ledger.service.js';
import { createLaunchTokens, type LaunchTokens } from './launch-tokens.js';
import { registerVendorWalletRoutes } from './vendor-wallet.routes.js';
import { createVendorWalletService, type VendorWalletService } from './vendor-wallet.service.js';

export interface VendorWalletServices {
  launchTokens: LaunchTokens;
  vendorWallet: VendorWalletService;
}

export function createVendorWalletServices(deps: {
  db: Db;
  serverKey: string;
  bets: BetService;
  ledger: LedgerService;
  members: Pick<MemberService, 'findById'>;
}): VendorWalletServices {
  const launchTokens = createLaunchTokens(deps.db);
  return { launchTokens, vendorWallet: createVendorWalletService({ ...deps, launchTokens }) };
}

export function registerVendorWalletModule(app: FastifyInstance, services: VendorWalletServices): void {
  registerVendorWalletRoutes(app, { vendorWallet: services.vendorWallet });
}
