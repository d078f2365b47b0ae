import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../platform/db/client.js';
import { createJurisdictions } from './jurisdictions.js';
import { createProtectionAdmin, type ProtectionAdmin } from './protection-admin.service.js';
import { createProtectionGuard, type ProtectionGuard } from './protection-guard.js';
import { registerProtectionRoutes } from './protection.routes.js';
import { createProtectionService, type ProtectionService } from './protection.service.js';

export type { ProtectionGuard } from './protection-guard.js';

/** Player protection: the member's tools, the checks the money and session paths run, the back office. */
export interface ProtectionServices {
  protection: ProtectionService;
  /** Called by the wallet, bets, payments, session and registration inside their transactions. */
  guard: ProtectionGuard;
  admin: ProtectionAdmin;
}

export interface ProtectionModuleDeps {
  db: Db;
  timeZone: string;
  revokeAllSessions: (tx: Tx, memberId: number) => Promise<unknown>;
}

export function createProtectionServices(deps: ProtectionModuleDeps): ProtectionServices {
  const jurisdictions = createJurisdictions(deps.db);
  const protection = createProtectionService({ ...deps, jurisdictions });
  return {
    protection,
    guard: createProtectionGuard({ timeZone: deps.timeZone }),
    admin: createProtectionAdmin({ db: deps.db, protection, jurisdictions, timeZone: deps.timeZone }),
  };
}

export function registerProtectionModule(
  app: FastifyInstance,
  services: ProtectionServices,
  deps: { ipOf: (request: FastifyRequest) => string; countryOf: (request: FastifyRequest) => string | null },
): void {
  registerProtectionRoutes(app, { ...services, ...deps });
}
