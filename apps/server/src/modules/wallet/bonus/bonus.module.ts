import type { Db } from '../../../platform/db/client.js';
import type { MemberService } from '../../member/member.service.js';
import type { LedgerService } from '../ledger/index.js';
import { createBonusReads, type BonusReads } from './bonus-reads.js';
import { createBonusService, type BonusService } from './bonus.service.js';

/** Bonus grants (by promotions) and their turnover, which settled bets count towards. */
export interface BonusServices {
  bonuses: BonusService;
  /** The member's grants as the member centre lists them. */
  bonusReads: BonusReads;
}

export interface BonusModuleDeps {
  db: Db;
  ledger: LedgerService;
  members: Pick<MemberService, 'findById'>;
}

export function createBonusServices({ db, ledger, members }: BonusModuleDeps): BonusServices {
  return { bonuses: createBonusService({ ledger, members }), bonusReads: createBonusReads({ db }) };
}
