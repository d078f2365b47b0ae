import type { FastifyInstance } from 'fastify';
import type { EventOutbox } from '../../platform/events/index.js';
import type { Db } from '../../platform/db/client.js';
import type { GamesService } from '../games/games.service.js';
import type { MemberService } from '../member/member.service.js';
import type { RebateSettings } from '../system/system.settings.js';
import { createActivityService, type ActivityService } from './activity.service.js';
import { createBetBulkService, type BetBulkService } from './bets.bulk.js';
import { createBetService, type BetService } from './bets.service.js';
import { createBonusService, type BonusService } from './bonus.service.js';
import type { LedgerService } from './ledger.service.js';
import { createRebateService, type RebateService } from './rebate.service.js';
import { registerRecordRoutes } from './records.routes.js';
import { createRecordService, type RecordService } from './records.service.js';

/**
 * Bets (placed, settled and voided by the games area; settling counts towards locked bonuses), bonus
 * grants (by promotions), what members deposited and played (for promotions and VIP), manual rebates
 * and the member centre's records over them and the ledger.
 */
export interface RecordServices {
  /** Approved deposits and valid bets as promotions and the VIP ladder count them. */
  activity: ActivityService;
  bets: BetService;
  /** Many bets settled at once (a draw, a vendor's batch), set-based and resumable. */
  betSettlement: BetBulkService;
  bonuses: BonusService;
  rebates: RebateService;
  records: RecordService;
}

export interface RecordModuleDeps {
  db: Db;
  events: Pick<EventOutbox, 'publish'>;
  ledger: LedgerService;
  members: Pick<MemberService, 'findById' | 'accountTypeOf'>;
  games: Pick<GamesService, 'getVendorNames'>;
  rebateSettings: () => Promise<RebateSettings>;
  timeZone: string;
  /** LEDGER_HOUSE_SHARDS: the house sub-accounts bets post to. */
  houseShards: number;
}

export function createRecordServices(deps: RecordModuleDeps): RecordServices {
  const { db, ledger, members, games, timeZone } = deps;
  const bonuses = createBonusService({ ledger, members });
  return {
    activity: createActivityService({ db }),
    bets: createBetService({ ledger, members, bonuses, houseShards: deps.houseShards, events: deps.events }),
    betSettlement: createBetBulkService({ ledger, bonuses, houseShards: deps.houseShards }),
    bonuses,
    rebates: createRebateService({ db, ledger, rebateSettings: deps.rebateSettings, timeZone }),
    records: createRecordService({ db, members, games, timeZone }),
  };
}

export function registerRecordModules(app: FastifyInstance, services: RecordServices): void {
  registerRecordRoutes(app, services);
}
