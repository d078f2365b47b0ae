import type { ContractFlags } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ClientOf } from '../../session/session.routes.js';
import { registerWalletRoutes } from './wallet.routes.js';
import { createWalletService, type WalletDeps, type WalletService } from './wallet.service.js';

/** The balance call, vendor and upline transfers, trial play money and the operator's adjustments. */
export interface TransferServices {
  wallet: WalletService;
}

export type TransferModuleDeps = WalletDeps;

export function createTransferServices(deps: TransferModuleDeps): TransferServices {
  return { wallet: createWalletService(deps) };
}

export function registerTransferModule(
  app: FastifyInstance,
  { wallet }: TransferServices,
  clientOf: ClientOf,
  contractFlags: () => Promise<ContractFlags>,
): void {
  registerWalletRoutes(app, wallet, clientOf, contractFlags);
}
