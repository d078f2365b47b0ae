import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.js';
import type { RebateSettings } from '../../system/system.settings.js';
import type { LedgerService } from '../ledger/index.js';
import { registerRebateRoutes } from './rebate.routes.js';
import { createRebateService, type RebateService } from './rebate.service.js';

/** The member's manual rebate over their valid bets, claimed once per period. */
export interface RebateServices {
  rebates: RebateService;
}

export interface RebateModuleDeps {
  db: Db;
  ledger: LedgerService;
  rebateSettings: () => Promise<RebateSettings>;
  timeZone: string;
}

export function createRebateServices(deps: RebateModuleDeps): RebateServices {
  return { rebates: createRebateService(deps) };
}

export function registerRebateModule(app: FastifyInstance, { rebates }: RebateServices): void {
  registerRebateRoutes(app, rebates);
}
