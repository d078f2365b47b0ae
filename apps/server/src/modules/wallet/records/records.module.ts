import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.js';
import type { GamesService } from '../../games/games.service.js';
import type { MemberService } from '../../member/member.service.js';
import type { BetReads } from '../bets/index.js';
import type { BonusReads } from '../bonus/index.js';
import { createActivityService, type ActivityService } from './activity.service.js';
import { registerRecordRoutes } from './records.routes.js';
import { createRecordService, type RecordService } from './records.service.js';

/**
 * What members deposited and played (for promotions and VIP) and the member centre's records over the
 * ledger, bets and bonus grants.
 */
export interface RecordServices {
  /** Approved deposits and valid bets as promotions and the VIP ladder count them. */
  activity: ActivityService;
  records: RecordService;
}

export interface RecordModuleDeps {
  db: Db;
  members: Pick<MemberService, 'findById'>;
  games: Pick<GamesService, 'getVendorNames'>;
  bets: BetReads;
  bonuses: BonusReads;
  timeZone: string;
}

export function createRecordServices({
  db,
  members,
  games,
  bets,
  bonuses,
  timeZone,
}: RecordModuleDeps): RecordServices {
  return {
    activity: createActivityService(),
    records: createRecordService({ db, members, games, bets, bonuses, timeZone }),
  };
}

export function registerRecordModules(app: FastifyInstance, { records }: RecordServices): void {
  registerRecordRoutes(app, records);
}
