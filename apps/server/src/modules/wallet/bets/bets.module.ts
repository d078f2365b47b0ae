import type { Db } from '../../../platform/db/client.js';
import type { EventOutbox } from '../../../platform/events/index.js';
import type { MemberService } from '../../member/member.service.js';
import type { BonusService } from '../bonus/index.js';
import type { LedgerService } from '../ledger/index.js';
import { createBetReads, type BetReads } from './bet-reads.js';
import { createBetBulkService, type BetBulkService } from './bets.bulk.js';
import { createBetService, type BetDeps, type BetService } from './bets.service.js';

/** Bets placed, settled and voided by the games area; settling counts towards locked bonuses. */
export interface BetServices {
  bets: BetService;
  /** Many bets settled at once (a draw, a vendor's batch), set-based and resumable. */
  betSettlement: BetBulkService;
  /** The member's bets as the member centre reads them. */
  betReads: BetReads;
}

export interface BetModuleDeps {
  db: Db;
  events: Pick<EventOutbox, 'publish' | 'publishMany'>;
  ledger: LedgerService;
  members: Pick<MemberService, 'findById' | 'accountTypeOf'>;
  bonuses: BonusService;
  /** LEDGER_HOUSE_SHARDS: the house sub-accounts bets post to. */
  houseShards: number;
  protection: BetDeps['protection'];
}

export function createBetServices({
  db,
  events,
  ledger,
  members,
  bonuses,
  houseShards,
  protection,
}: BetModuleDeps): BetServices {
  return {
    bets: createBetService({ ledger, members, bonuses, houseShards, events, protection }),
    betSettlement: createBetBulkService({ ledger, events, bonuses, houseShards }),
    betReads: createBetReads({ db }),
  };
}
