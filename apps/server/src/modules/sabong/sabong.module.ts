import { TRIAL_ACCOUNT_TYPE, formatCents } from '@swerte/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Broadcast } from '../../platform/broadcast.js';
import type { Db } from '../../platform/db/client.js';
import type { EventOutbox } from '../../platform/events/index.js';
import type { MemberService } from '../member/member.service.js';
import type { BetBulkService, BetService } from '../wallet/bets/index.js';
import type { LedgerService } from '../wallet/ledger/index.js';
import { createSabongAdmin, type SabongAdmin } from './admin.service.js';
import { createFightService, type FightService } from './fights.service.js';
import { registerSabongRoutes } from './sabong.routes.js';

export interface SabongServices {
  fights: FightService;
  admin: SabongAdmin;
}

export interface SabongDeps {
  db: Db;
  bets: Pick<BetService, 'placeBet'>;
  betSettlement: Pick<BetBulkService, 'settleMany'>;
  events: Pick<EventOutbox, 'publish'>;
  broadcast: Broadcast;
  ledger: Pick<LedgerService, 'getBalance'>;
  members: Pick<MemberService, 'accountTypeOf'>;
  timeZone: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** Seconds between the schedule's runs (windows past their close, demo results, settlements, demo card). */
export const SABONG_SWEEP_SECONDS = 5;

export function createSabongServices(deps: SabongDeps): SabongServices {
  const { db } = deps;
  /** The wallet a bet is paid from: play money for a trial account, cash for everyone else. */
  const balanceOf = async (memberId: number) => {
    const balance = await deps.ledger.getBalance(memberId, db);
    const trial = (await deps.members.accountTypeOf(memberId, db)) === TRIAL_ACCOUNT_TYPE;
    return formatCents(trial ? balance.play : balance.cash);
  };
  const fights = createFightService({ ...deps, balanceOf });
  return { fights, admin: createSabongAdmin({ db, fights }) };
}

export function registerSabongModule(
  app: FastifyInstance,
  sabong: SabongServices,
  ipOf: (request: FastifyRequest) => string,
): void {
  registerSabongRoutes(app, sabong, ipOf);
  // Once per period across every node (pg-boss, keyed by job and period); every step is a conditional
  // move and settlements are keyed by the fight, so overlapping runs pay once.
  app.jobs.every('sabong-fights', SABONG_SWEEP_SECONDS, () => sabong.fights.tick(), { expireSeconds: 300 });
}
