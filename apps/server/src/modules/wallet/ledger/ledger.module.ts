import type { Db } from '../../../platform/db/client.js';
import { createLedgerService, type LedgerService } from './ledger.service.js';

/** The ledger every other area posts through, inside its own transaction (`ledger.post(tx, …)`). */
export interface LedgerServices {
  ledger: LedgerService;
}

export interface LedgerModuleDeps {
  db: Db;
}

export function createLedgerServices({ db }: LedgerModuleDeps): LedgerServices {
  return { ledger: createLedgerService({ db }) };
}
